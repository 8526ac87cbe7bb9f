import { VISITOR_VIEW, type TSearchNoticeHit } from '@supportal/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TDatabase } from '../../src/db/database.js';
import { notices } from '../../src/db/schema/index.js';
import { noticePlainText } from '../../src/modules/notices/index.js';

export type TSearchPage = {
  records: TSearchNoticeHit[];
  total: number;
  typeCounts?: { purchaseNoticeType: string; count: number }[];
};

/** A search-notice-list answer as the tests read it: the status beside the envelope. */
export type TSearchAnswer = {
  status: number;
  body: { resultStat: string; resultMsg?: string; data: TSearchPage };
};

/** Calls of search-notice-list through `inject`; `appOf` is asked at each call (apps start in beforeAll). */
export const noticeSearchCalls = (appOf: () => FastifyInstance) => {
  /** The answer whatever its status (with a session's `authorization` when given). */
  const searchAnswer = async (
    payload: Record<string, unknown>,
    authorization?: string,
  ): Promise<TSearchAnswer> => {
    const response = await appOf().inject({
      method: 'POST',
      url: '/supportal/v1/obp-notice/search-notice-list',
      payload,
      headers: authorization ? { authorization } : {},
    });
    return { status: response.statusCode, body: response.json() };
  };
  /** The page a search answers, which must succeed. */
  const search = async (payload: Record<string, unknown>, authorization?: string): Promise<TSearchPage> => {
    const answer = await searchAnswer(payload, authorization);
    expect(answer.status, answer.body.resultMsg).toBe(200);
    return answer.body.data;
  };
  /** Every notice id a query finds, page by page (100 a page, the most a page holds), and the total. */
  const allIds = async (payload: Record<string, unknown>) => {
    const ids: string[] = [];
    for (let current = 1; ; current += 1) {
      const page = await search({ ...payload, size: 100, current });
      ids.push(...page.records.map((record) => record.noticeId));
      if (page.records.length < 100) return { ids, total: page.total };
    }
  };
  return { searchAnswer, search, allIds };
};

/**
 * What a plain scan compares a search with, read straight from the table: the public current notices,
 * newest first as the search lists them, each with its title and body text in lower case (`texts`).
 */
export const plainScanCorpus = async (db: TDatabase) => {
  const rows = await db
    .select({
      id: notices.id,
      title: notices.title,
      contentHtml: notices.contentHtml,
      visitorView: notices.visitorView,
      isHistory: notices.isHistory,
      publishedAt: notices.publishedAt,
    })
    .from(notices);
  return rows
    .filter((row) => row.visitorView === VISITOR_VIEW.public && !row.isHistory)
    .map((row) => ({
      ...row,
      texts: [row.title, noticePlainText(row.contentHtml)].map((text) => text.toLowerCase()),
    }))
    .sort((a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0) || b.id - a.id);
};
