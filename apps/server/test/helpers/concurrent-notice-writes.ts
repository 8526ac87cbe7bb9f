import type { TNoticeFields } from '../../src/modules/notices/notice-writer.js';
import type { TTestApp } from './test-app.js';

/** Runs `work` in one notice-writer transaction on a test app's database; answers what `work` does. */
export type TNoticeWrite = <T>(
  work: Parameters<TTestApp['app']['noticeWriter']['transaction']>[1],
) => Promise<T>;

/** Notice-writer transactions on the test app `testAppOf` answers (apps start in beforeAll). */
export const noticeWritesOn =
  (testAppOf: () => TTestApp): TNoticeWrite =>
  <T>(work: Parameters<TTestApp['app']['noticeWriter']['transaction']>[1]) =>
    testAppOf().app.noticeWriter.transaction(testAppOf().database.db, work) as Promise<T>;

/**
 * One round of one of several writers racing: creates the notice, holding its transaction a moment so
 * commits interleave out of id order, then amends it on even rounds and withdraws it every third; its id.
 */
export const racingWriterRound = async (
  write: TNoticeWrite,
  notice: TNoticeFields,
  writerIndex: number,
  round: number,
) => {
  const id = await write<number>(async (writer) => {
    const created = await writer.create({ notice });
    await new Promise((resolve) => setTimeout(resolve, (writerIndex * 7 + round * 3) % 11));
    return created;
  });
  if (round % 2 === 0)
    await write((writer) =>
      writer.amend(id, { fields: { title: `${notice.title}（更正）` }, accountId: null, reason: '更正' }),
    );
  if (round % 3 === 0)
    await write((writer) => writer.setState(id, { active: false, reason: '已撤回：并发测试' }));
  return id;
};
