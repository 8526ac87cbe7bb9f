import {
  getHisNoticeType,
  getNoticeById,
  noticeTypeLabel,
  queryBlackNotice,
  queryNotice,
  queryNoticeByType,
  queryNoticeTop,
  searchNoticeList,
} from '@supportal/contract';
import type { TDatabase } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { bindEndpoint } from '../../lib/endpoint-handler.js';
import { sanitizeNoticeHtml } from './notice-html.js';
import { readCacheKey, type TNoticeReadCache } from './notice-read-cache.js';
import {
  blacklistEntries,
  findVisibleNotice,
  historyNoticeTypes,
  latestNotices,
  queryNoticePage,
  searchNoticePage,
  type TCountOptions,
} from './notice-repository.js';

const NOT_FOUND_MESSAGE = '公告不存在或已被删除';

export const noticeEndpoints = (db: TDatabase, cache: TNoticeReadCache) => {
  /** Exact counts are shared by every call and page that counts the same filter. */
  const countOptions = (loggedIn: boolean): TCountOptions => ({
    memoCount: (filter, count) => cache.memo(readCacheKey('count', loggedIn, filter), count),
  });

  return [
    bindEndpoint(queryNotice, async ({ body }, { loggedIn }) =>
      cache.memo(readCacheKey(queryNotice.path, loggedIn, body), () =>
        queryNoticePage(db, body, { loggedIn }, countOptions(loggedIn)),
      ),
    ),
    bindEndpoint(searchNoticeList, async ({ body }, { loggedIn }) =>
      cache.memo(readCacheKey(searchNoticeList.path, loggedIn, body), () =>
        searchNoticePage(db, body, { loggedIn }, countOptions(loggedIn)),
      ),
    ),
    bindEndpoint(queryNoticeTop, async ({ body }, { loggedIn }) =>
      cache.memo(readCacheKey(queryNoticeTop.path, loggedIn, body), () =>
        latestNotices(db, { purchaseNoticeType: body.purchaseNoticeType }, body.size, { loggedIn }),
      ),
    ),
    bindEndpoint(queryNoticeByType, async ({ body }, { loggedIn }) =>
      cache.memo(readCacheKey(queryNoticeByType.path, loggedIn, body), async () => {
        const lists = await Promise.all(
          body.groups.map((group) => latestNotices(db, group, body.size, { loggedIn })),
        );
        return Object.fromEntries(body.groups.map((group, index) => [group.key, lists[index] ?? []]));
      }),
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
  ];
};
