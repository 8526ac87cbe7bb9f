import { max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alertDeliveries,
  changeLogConsumers,
  noticeChanges,
  savedSearches,
} from '../../src/db/schema/index.js';
import { readStampedNoticeChanges, stampNoticeChanges } from '../../src/modules/notices/notice-change-log.js';
import {
  matchLoggedChanges,
  type TNoticeChangeReader,
} from '../../src/modules/saved-searches/alert-matcher.js';
import { readLoggedNoticeChanges as readChanges } from '../../src/modules/saved-searches/saved-searches.js';
import { createTestApp, databaseKinds, type TTestApp } from '../helpers/test-app.js';

/** The alert consumer behind a long change log: a bulk import, or a deployment whose first search comes later. */
describe.each(databaseKinds())('alert matching behind a long change log on %s', (kind) => {
  let testApp: TTestApp;
  beforeAll(async () => {
    // 300 seeded notices: 300 logged publications no round has matched yet.
    testApp = await createTestApp(kind, { noticeCount: 300 });
    await stampNoticeChanges(testApp.database.db);
  });
  afterAll(async () => testApp?.close());

  const db = () => testApp.database.db;
  const position = async () => (await db().select().from(changeLogConsumers))[0]?.position ?? 0;
  const logEnd = async () =>
    (
      await db()
        .select({ last: max(noticeChanges.position) })
        .from(noticeChanges)
    )[0]?.last ?? 0;

  it('stops after a step when its server is closing, leaving the rest to the next round', async () => {
    expect(await logEnd()).toBeGreaterThan(200);
    await db().insert(savedSearches).values({ name: '无匹配', keyword: '没有这样的标题关键字' });
    await matchLoggedChanges(db(), readChanges, () => true);
    // One step of 200 changes, matched against the search, then it let the server close.
    const [twoHundredth] = await readStampedNoticeChanges(db(), { after: 0, limit: 200 }).then((rows) =>
      rows.slice(-1),
    );
    expect(await position()).toBe(twoHundredth?.position);
    await db().delete(savedSearches);
  });

  it('passes over the log in large steps while no saved search exists, writing no delivery', async () => {
    await db().update(changeLogConsumers).set({ position: 0 });
    let steps = 0;
    const countingReader: TNoticeChangeReader = (tx, after, limit) => {
      steps += 1;
      return readChanges(tx, after, limit);
    };
    await matchLoggedChanges(db(), countingReader);
    expect(steps).toBe(1);
    expect(await position()).toBe(await logEnd());
    expect(await db().select().from(alertDeliveries)).toEqual([]);
  });
});
