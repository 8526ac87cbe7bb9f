import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { notices } from '../../src/db/schema/index.js';
import { eventually } from '../helpers/eventually.js';
import { databaseKinds, testAppOfBlock } from '../helpers/test-app.js';

const firstTitle = async (app: FastifyInstance, purchaseNoticeType = '2') => {
  const response = await app.inject({
    method: 'POST',
    url: '/supportal/v1/obp-notice/query-notice',
    payload: { purchaseNoticeType, size: 1 },
  });
  const record = response.json().data.records[0];
  return { id: Number(record.noticeId), title: record.noticeTitle as string };
};

describe.each(databaseKinds())('cached notice reads on %s', (kind) => {
  const { testApp: first, openSecondInstance, secondInstance } = testAppOfBlock(kind, { noticeCount: 80 });

  it('serve a repeated list from memory until notices change', async () => {
    const before = await firstTitle(first().app);
    await first()
      .database.db.update(notices)
      .set({ title: `${before.title}（更正）` })
      .where(eq(notices.id, before.id));
    expect((await firstTitle(first().app)).title).toBe(before.title);
    await first().app.noticesChanged();
    expect((await firstTitle(first().app)).title).toBe(`${before.title}（更正）`);
  });

  it.runIf(kind === 'postgres')('are forgotten on every instance sharing the database', async () => {
    const second = await openSecondInstance();
    const { app } = second;
    const before = await firstTitle(app);
    await first()
      .database.db.update(notices)
      .set({ title: `${before.title}·二` })
      .where(eq(notices.id, before.id));
    expect((await firstTitle(app)).title).toBe(before.title);
    await first().app.noticesChanged();
    expect(await eventually(async () => (await firstTitle(app)).title === `${before.title}·二`)).toBe(true);
  });

  it.runIf(kind === 'postgres')(
    'are forgotten and heard again after the notification connection drops',
    async () => {
      const heard: number[] = [];
      const stop = await first().database.listen('supportal_listen_check', () => heard.push(Date.now()));
      try {
        // As a restart or failover would: the server ends the listening session.
        await first().database.db.execute(
          sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND query = 'LISTEN supportal_listen_check'`,
        );
        expect(await eventually(async () => heard.length >= 1)).toBe(true);
        // Back after the first retry: a change announced now is heard again.
        expect(await eventually(async () => heard.length >= 2)).toBe(true);
        const before = heard.length;
        await first().database.notify('supportal_listen_check');
        expect(await eventually(async () => heard.length > before)).toBe(true);
      } finally {
        await stop();
      }
    },
  );

  it('forget on a change of one notice only the reads it can alter, here and on other instances', async () => {
    const second = secondInstance();
    const apps = second ? [first().app, second.app] : [first().app];
    const rename = async (id: number, title: string) =>
      first().database.db.update(notices).set({ title }).where(eq(notices.id, id));
    const procurement = await firstTitle(first().app, '2');
    const candidates = await firstTitle(first().app, '8');
    for (const app of apps) {
      expect(await firstTitle(app, '2')).toEqual(procurement);
      expect(await firstTitle(app, '8')).toEqual(candidates);
    }
    // Written behind the caches' back: a list that is not forgotten keeps showing the old title.
    await rename(candidates.id, `${candidates.title}·暗改`);
    await rename(procurement.id, `${procurement.title}·三`);
    await first().app.noticesChanged({
      titles: [procurement.title, `${procurement.title}·三`],
      types: ['2'],
    });
    for (const app of apps) {
      expect(
        await eventually(async () => (await firstTitle(app, '2')).title === `${procurement.title}·三`),
      ).toBe(true);
      expect((await firstTitle(app, '8')).title).toBe(candidates.title);
    }
  });
});
