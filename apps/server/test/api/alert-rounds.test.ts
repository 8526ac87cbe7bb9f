import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLogConsumers } from '../../src/db/schema/index.js';
import { createTestApp, databaseKinds, type TTestApp } from '../helpers/test-app.js';
import { provinceNoticeFields } from '../helpers/notice-fields.js';

/** How the notices module tells alerts of a write: no test calls a round here, the write does. */
describe.each(databaseKinds())('alert rounds started by notice writes on %s', (kind) => {
  let testApp: TTestApp;
  beforeAll(async () => {
    // Rounds run by themselves, but the sweep's timer is an hour away: only a write can start one.
    testApp = await createTestApp(kind, { noticeCount: 5, alerts: { sweepMs: 3_600_000 } });
  });
  afterAll(async () => testApp?.close());

  const matchedUpTo = async () =>
    (await testApp.database.db.select().from(changeLogConsumers))[0]?.position ?? 0;

  it('a notice written on this server starts a round at once, which matches the change log', async () => {
    expect(await matchedUpTo()).toBe(0);
    await testApp.app.noticeWriter.transaction(testApp.database.db, (writer) =>
      writer.create({ notice: provinceNoticeFields('鹧鸪光缆线路维护采购公告') }),
    );
    await vi.waitFor(async () => expect(await matchedUpTo()).toBeGreaterThan(5), { timeout: 10_000 });
  });
});
