import type { TDatabase } from '../../db/database.js';
import { notices } from '../../db/schema/index.js';
import { measureDueRows, type TBacklog } from '../../lib/backlog.js';
import type { TPeriodicTask } from '../../lib/periodic-task.js';
import { noticesExpiredBy, type TNoticeWriter } from './notice-writer.js';

/**
 * How often each server looks for notices whose expiry time has come: a notice greys out within this
 * long of its expiry time (the query is one probe of a partial index).
 */
export const DEFAULT_NOTICE_EXPIRY_SWEEP_MS = 2_000;
/** Notices expired per transaction (more wait for the next pass of the loop). */
const EXPIRY_BATCH = 500;

/**
 * Expires every published notice whose expiry time has passed, through the notice writer (term counts,
 * every instance's caches and cached pages). Several instances sweep at once: SKIP LOCKED gives each
 * notice to one of them. Answers how many this sweep expired.
 */
export const expireDueNotices = async (db: TDatabase, noticeWriter: TNoticeWriter): Promise<number> => {
  let expired = 0;
  for (;;) {
    const count = await noticeWriter.transaction(db, (writer) => writer.expireDue(new Date(), EXPIRY_BATCH));
    expired += count;
    if (count < EXPIRY_BATCH) return expired;
  }
};

/** The expiry sweep of this server, every `sweepMs` (0 turns it off: tests sweep themselves). */
export const noticeExpirySweep = (
  db: TDatabase,
  noticeWriter: TNoticeWriter,
  sweepMs = DEFAULT_NOTICE_EXPIRY_SWEEP_MS,
): TPeriodicTask => ({
  name: 'notices.expiry',
  everyMs: sweepMs,
  run: () => expireDueNotices(db, noticeWriter),
  failure: '公告到期失效扫描失败，稍后重试',
});

/** Notices in force whose expiry time has passed (the sweep takes them out), for metrics. */
export const noticeExpiryBacklog = (db: TDatabase): TBacklog => ({
  name: 'notices.expiry',
  measure: () => measureDueRows(db, notices, noticesExpiredBy(new Date()), notices.expireAt),
});
