import {
  NOTICE_CHANGE_KINDS,
  encodeNoticeChangeCursor,
  type TNoticeChangeItem,
  type TNoticeChangePage,
} from '@supportal/contract';
import { and, inArray } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { noticeRevisions, notices } from '../../db/schema/index.js';
import { formatChinaTime } from '../../lib/china-time.js';
import {
  ANONYMOUS_VIEWER,
  readableNotices,
  readNoticeChanges,
  type TNoticeChangeEntry,
  sanitizeNoticeHtml,
  listColumns,
  toNoticeListItem,
} from '../notices/index.js';

/** Changes that leave the notice out of force: the feed gives its id and the reason only. */
const OUT_OF_FORCE: ReadonlySet<string> = new Set([
  NOTICE_CHANGE_KINDS.withdrawn,
  NOTICE_CHANGE_KINDS.expired,
]);

type TPublicNoticeRow = Awaited<ReturnType<typeof publicNoticeRows>>[number];

/** The public notices among `ids` as they stand now. */
const publicNoticeRows = (db: TDatabase, ids: number[]) =>
  db
    .select({ ...listColumns, contentHtml: notices.contentHtml, revision: notices.revision })
    .from(notices)
    .where(and(inArray(notices.id, ids), readableNotices(ANONYMOUS_VIEWER)));

/**
 * Versions replaced since the change that made them: an amendment keeps the version it replaces (title,
 * body and times) in notice_revisions, together with the new one in one commit. So a change whose
 * revision is older than the notice's finds its version there, whenever it is read.
 */
const replacedVersions = async (db: TDatabase, wanted: { noticeId: number; revision: number }[]) => {
  if (wanted.length === 0) return new Map<string, typeof noticeRevisions.$inferSelect>();
  const rows = await db
    .select()
    .from(noticeRevisions)
    .where(
      and(
        inArray(
          noticeRevisions.noticeId,
          wanted.map((version) => version.noticeId),
        ),
        inArray(
          noticeRevisions.revision,
          wanted.map((version) => version.revision),
        ),
      ),
    );
  return new Map(rows.map((row) => [`${row.noticeId}:${row.revision}`, row]));
};

const changeItem = (
  change: TNoticeChangeEntry,
  current: TPublicNoticeRow,
  replaced: typeof noticeRevisions.$inferSelect | undefined,
): TNoticeChangeItem => {
  const version = replaced ? { ...current, ...replaced, id: current.id } : current;
  const { noticeState: _state, ...fields } = toNoticeListItem(version);
  return {
    cursor: encodeNoticeChangeCursor(change.position),
    noticeId: String(change.noticeId),
    kind: change.kind,
    changeTime: formatChinaTime(change.changedAt) ?? '',
    revision: change.revision,
    reason: change.reason,
    notice: OUT_OF_FORCE.has(change.kind)
      ? null
      : { ...fields, noticeContent: sanitizeNoticeHtml(version.contentHtml) },
  };
};

/**
 * One page of the change feed after the position `after`: the change log's order (each change once, a
 * reader past N never misses one ≤ N: notice-change-log.ts), each public notice's fields as that change
 * left them. Changes of notices shown to logged-in users only are left out, yet the cursor moves past them.
 */
export const readNoticeChangePage = async (
  db: TDatabase,
  options: { after: number; limit: number },
): Promise<TNoticeChangePage> => {
  const entries = await readNoticeChanges(db, options);
  const ids = [...new Set(entries.map((change) => change.noticeId))];
  const current = new Map(
    (ids.length > 0 ? await publicNoticeRows(db, ids) : []).map((row) => [row.id, row]),
  );
  const olderVersions = entries.filter((change) => {
    const row = current.get(change.noticeId);
    return row !== undefined && row.revision !== change.revision && !OUT_OF_FORCE.has(change.kind);
  });
  const replaced = await replacedVersions(db, olderVersions);
  const changes = entries.flatMap((change) => {
    const row = current.get(change.noticeId);
    return row ? [changeItem(change, row, replaced.get(`${change.noticeId}:${change.revision}`))] : [];
  });
  const last = entries.at(-1);
  return {
    changes,
    nextCursor: encodeNoticeChangeCursor(last?.position ?? options.after),
    hasMore: entries.length === options.limit,
  };
};
