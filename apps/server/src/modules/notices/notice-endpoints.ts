import {
  type TQueryNoticeFilter,
  getHisNoticeType,
  getNoticeById,
  noticeTypeLabel,
  queryBlackNotice,
  queryNotice,
  queryNoticeByType,
  queryNoticeRevisions,
  queryNoticeTop,
  searchNoticeList,
} from '@supportal/contract';
import type { TDatabase } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { bindEndpoint } from '../../lib/endpoint/index.js';
import { requestedNoticeTypes } from './notice-filters.js';
import { sanitizeNoticeHtml } from './notice-html.js';
import { queryNoticePage, searchNoticePage } from './notice-pages.js';
import { readCacheKey, type TNoticeReadCache, type TNoticeReadScope } from './notice-read-cache.js';
import {
  blacklistEntries,
  findVisibleNotice,
  historyNoticeTypes,
  latestNotices,
  noticeAmendments,
} from './notice-reads.js';
import type { TPageMemo } from './notice-search-plan.js';
import type { TRecordKeywordSearch } from './keyword-search-log.js';

const NOT_FOUND_MESSAGE = '公告不存在或已被删除';

/** The notices a list or total of this filter depends on: titles with its keyword, of its types. */
const filterScope = (filter: TQueryNoticeFilter): TNoticeReadScope => ({
  keyword: filter.noticeTitle?.toLowerCase(),
  types: requestedNoticeTypes(filter),
});

/** The real types of a type list ('his' stands for history notices of any type); undefined for any. */
const typesScope = (purchaseNoticeType: string[] | undefined) =>
  requestedNoticeTypes({ current: 1, size: 1, purchaseNoticeType });

/** Answers and totals (`answers`), and the matches of keywords found through the title index (`matches`). */
export type TNoticeCaches = { answers: TNoticeReadCache; matches: TNoticeReadCache };

/**
 * Records the first page of a keyword search (later pages are the same search), with its total; a
 * total that is only a lower bound still found something.
 */
const recordingFirstPage =
  (record: TRecordKeywordSearch, keyword: string | undefined, current: number) =>
  <T extends { total: number }>(page: T): T => {
    if (keyword && current === 1) record(keyword, page.total);
    return page;
  };

export const noticeEndpoints = (db: TDatabase, caches: TNoticeCaches, recordSearch: TRecordKeywordSearch) => {
  const cache = caches.answers;
  /** Totals and match ids are shared by every call and page of the same filter. */
  const pageMemo = (loggedIn: boolean): TPageMemo => ({
    memoCount: (filter, count) =>
      cache.memo(readCacheKey('count', loggedIn, filter), count, filterScope(filter)),
    memoMatches: (filter, find) =>
      caches.matches.memo(readCacheKey('matches', loggedIn, filter), find, filterScope(filter)),
  });

  return [
    bindEndpoint(queryNotice, async ({ body }, { loggedIn }) =>
      cache
        .memo(
          readCacheKey(queryNotice.path, loggedIn, body),
          () => queryNoticePage(db, body, { loggedIn }, pageMemo(loggedIn)),
          filterScope(body),
        )
        .then(recordingFirstPage(recordSearch, body.noticeTitle, body.current)),
    ),
    bindEndpoint(searchNoticeList, async ({ body }, { loggedIn }) =>
      cache
        .memo(
          readCacheKey(searchNoticeList.path, loggedIn, body),
          () => searchNoticePage(db, body, { loggedIn }, pageMemo(loggedIn)),
          // Counts per type cover every type.
          {
            keyword: body.noticeTitle?.toLowerCase() ?? '',
            types: body.isCount ? undefined : body.purchaseNoticeType,
          },
        )
        .then(recordingFirstPage(recordSearch, body.noticeTitle ?? body.fullTextQuery, body.current)),
    ),
    bindEndpoint(queryNoticeTop, async ({ body }, { loggedIn }) =>
      cache.memo(
        readCacheKey(queryNoticeTop.path, loggedIn, body),
        () => latestNotices(db, { purchaseNoticeType: body.purchaseNoticeType }, body.size, { loggedIn }),
        { types: typesScope(body.purchaseNoticeType) },
      ),
    ),
    bindEndpoint(queryNoticeByType, async ({ body }, { loggedIn }) =>
      cache.memo(
        readCacheKey(queryNoticeByType.path, loggedIn, body),
        async () => {
          const lists = await Promise.all(
            body.groups.map((group) => latestNotices(db, group, body.size, { loggedIn })),
          );
          return Object.fromEntries(body.groups.map((group, index) => [group.key, lists[index] ?? []]));
        },
        {
          types: body.groups.every((group) => typesScope(group.purchaseNoticeType))
            ? body.groups.flatMap((group) => typesScope(group.purchaseNoticeType) ?? [])
            : undefined,
        },
      ),
    ),
    bindEndpoint(getNoticeById, async ({ body }, { loggedIn }) => {
      const notice = await findVisibleNotice(db, Number(body.id), { loggedIn });
      if (!notice) throw new AppError('notFound', NOT_FOUND_MESSAGE);
      // Sanitised on every read too: bodies may come from imports that never passed the publisher.
      return { ...notice, noticeContent: sanitizeNoticeHtml(notice.noticeContent) };
    }),
    bindEndpoint(getHisNoticeType, async (_input, { loggedIn }) => {
      const types = await historyNoticeTypes(db, { loggedIn });
      return Object.fromEntries(types.map((type) => [type, noticeTypeLabel(type) ?? type]));
    }),
    bindEndpoint(queryBlackNotice, async ({ body }, { loggedIn }) => {
      const notice = await findVisibleNotice(db, Number(body.id), { loggedIn });
      if (!notice) throw new AppError('notFound', NOT_FOUND_MESSAGE);
      return blacklistEntries(db, Number(body.id));
    }),
    bindEndpoint(queryNoticeRevisions, async ({ body }, { loggedIn }) => {
      const notice = await findVisibleNotice(db, Number(body.id), { loggedIn });
      if (!notice) throw new AppError('notFound', NOT_FOUND_MESSAGE);
      const amendments = await noticeAmendments(db, Number(body.id));
      const clean = <T extends { noticeContent: string }>(version: T) => ({
        ...version,
        noticeContent: sanitizeNoticeHtml(version.noticeContent),
      });
      return {
        amendments: amendments.map((amendment) => ({
          ...amendment,
          before: clean(amendment.before),
          after: clean(amendment.after),
        })),
      };
    }),
  ];
};
