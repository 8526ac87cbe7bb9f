import { KEYWORD_SEARCH_RETENTION_DAYS, type TSearchMiss } from '@supportal/contract';
import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase } from '../../db/database.js';
import { keywordSearches } from '../../db/schema/index.js';
import type { TPeriodicTask } from '../../lib/periodic-task.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_KEYWORD_SEARCH_SWEEP_MS = 6 * 60 * 60 * 1000;

/** Records one keyword search of a public list: the keyword and its total only, never who searched. */
export type TRecordKeywordSearch = (keyword: string, resultCount: number) => void;

/**
 * Records keyword searches without holding up the answer: a failed write is logged and forgotten (a
 * statistic is not worth a visitor's search).
 */
export const keywordSearchRecorder =
  (db: TDatabase, log: FastifyBaseLogger, now: () => Date = () => new Date()): TRecordKeywordSearch =>
  (keyword, resultCount) => {
    db.insert(keywordSearches)
      .values({ keyword: keyword.trim().toLowerCase(), resultCount, searchedAt: now() })
      .then(
        () => undefined,
        (error: Error) => log.warn({ err: error }, '搜索关键字记录失败'),
      );
  };

/** Deletes keyword searches older than the retention; answers how many went. */
export const deleteOldKeywordSearches = async (db: TDatabase, now: Date): Promise<number> => {
  const cutoff = new Date(now.getTime() - KEYWORD_SEARCH_RETENTION_DAYS * DAY_MS);
  const deleted = await db
    .delete(keywordSearches)
    .where(lt(keywordSearches.searchedAt, cutoff))
    .returning({ id: keywordSearches.id });
  return deleted.length;
};

export const keywordSearchSweep = (
  db: TDatabase,
  sweepMs = DEFAULT_KEYWORD_SEARCH_SWEEP_MS,
): TPeriodicTask => ({
  name: 'notices.keyword-searches',
  everyMs: sweepMs,
  run: () => deleteOldKeywordSearches(db, new Date()),
  failure: `删除${KEYWORD_SEARCH_RETENTION_DAYS}天前的搜索关键字记录失败，稍后重试`,
});

/** The keywords searched most often without a result in [from, to), most frequent first. */
export const frequentSearchMisses = async (
  db: TDatabase,
  period: { from: Date; to: Date },
  limit: number,
): Promise<TSearchMiss[]> => {
  const searches = count();
  return db
    .select({ keyword: keywordSearches.keyword, searches })
    .from(keywordSearches)
    .where(
      and(
        eq(keywordSearches.resultCount, 0),
        gte(keywordSearches.searchedAt, period.from),
        lt(keywordSearches.searchedAt, period.to),
      ),
    )
    .groupBy(keywordSearches.keyword)
    .orderBy(desc(searches), keywordSearches.keyword)
    .limit(limit);
};
