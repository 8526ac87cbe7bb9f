import {
  consoleNoticeStateName,
  NOTICE_DRAFT_KINDS,
  NOTICE_DRAFT_STATUSES,
  noticeTypeLabel,
  type TConsoleNotice,
  type TConsoleNoticeState,
  type TEndpointParsedInput,
  type queryConsoleNotices,
} from '@supportal/contract';
import { and, count, eq, ilike, inArray, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { noticeDrafts, notices } from '../../db/schema/index.js';
import { formatChinaTime, parseChinaTime } from '../../lib/china-time.js';
import { isInUnitScope } from '../notices/index.js';
import type { TActor } from '../workflow/index.js';
import { listedDrafts } from './notice-draft-policy.js';
import { consoleNoticeActions } from './notice-book-policy.js';
import { containsPattern } from '../../lib/like-pattern.js';

/**
 * The console's books: one row per notice. A published notice is its current revision in `notices`
 * (imported and seeded ones included), whatever drafts wrote or amended it; a notice not yet published
 * is its draft. Amendment drafts show as rows only where someone must act on them (草稿, 待我审核).
 */

type TBooksQuery = TEndpointParsedInput<typeof queryConsoleNotices>['body'];
type TScope = TBooksQuery['scope'];

const DRAFT_STATES: Record<string, TConsoleNoticeState> = {
  [NOTICE_DRAFT_STATUSES.editing]: 'draft',
  [NOTICE_DRAFT_STATUSES.inApproval]: 'inApproval',
  [NOTICE_DRAFT_STATUSES.scheduled]: 'scheduled',
  [NOTICE_DRAFT_STATUSES.rejected]: 'rejected',
  [NOTICE_DRAFT_STATUSES.cancelled]: 'cancelled',
};
const NOTICE_STATES: readonly TConsoleNoticeState[] = ['published', 'amended', 'withdrawn', 'expired'];

/**
 * A notice's state in the books. Out of force with its expiry time reached (by the sweep, or 立即失效,
 * which sets it to the moment) is 已失效; out of force before it, 已撤回.
 */
const noticeStateSql = sql<TConsoleNoticeState>`CASE
  WHEN ${notices.state} = '1' THEN (CASE WHEN ${notices.revision} > 1 THEN 'amended' ELSE 'published' END)
  WHEN ${notices.expireAt} IS NOT NULL AND ${notices.expireAt} <= coalesce(${notices.stateChangedAt}, now()) THEN 'expired'
  ELSE 'withdrawn' END`;

/**
 * The outer row's id, named in full: Drizzle writes a one-table query's columns unqualified, which
 * inside a correlated subquery would bind to the subquery's own table (aliased d or o here).
 */
const OUTER_NOTICE_ID = sql.raw('"notices"."id"');

/** A keyword is part of the title, or (all digits) the notice's id. */
const titleOrNoticeId = (title: AnyColumn, noticeId: AnyColumn, keyword: string): SQL => {
  const byTitle = ilike(title, containsPattern(keyword));
  return /^[1-9]\d{0,17}$/.test(keyword) ? (or(byTitle, eq(noticeId, Number(keyword))) as SQL) : byTitle;
};

/** 'YYYY-MM-DD' as an upper bound includes the whole day. */
const upperBoundOf = (text: string) => {
  const bound = parseChinaTime(text);
  return bound && !text.includes(' ') ? new Date(bound.getTime() + 86_400_000) : bound;
};

const publishedBetween = (column: SQL, query: TBooksQuery): SQL[] => {
  const from = query.publishedFrom ? parseChinaTime(query.publishedFrom) : null;
  const to = query.publishedTo ? upperBoundOf(query.publishedTo) : null;
  // Bound as text: a Date beside raw SQL would skip the column's own conversion.
  return [
    ...(from ? [sql`${column} >= ${from.toISOString()}::timestamptz`] : []),
    ...(to ? [sql`${column} < ${to.toISOString()}::timestamptz`] : []),
  ];
};

const draftConditions = (scope: TScope, actor: TActor, unitCodes: readonly string[], query: TBooksQuery) => {
  const conditions: SQL[] = [listedDrafts(scope, actor, unitCodes)];
  // Published drafts are their notice's rows; amendments in progress live on the notice's row.
  if (scope === 'mine' || scope === 'unit')
    conditions.push(
      ne(noticeDrafts.status, NOTICE_DRAFT_STATUSES.published),
      eq(noticeDrafts.kind, NOTICE_DRAFT_KINDS.publish),
    );
  const draftStatus = Object.entries(DRAFT_STATES).find(([, state]) => state === query.state)?.[0];
  if (draftStatus) conditions.push(eq(noticeDrafts.status, draftStatus));
  if (query.purchaseNoticeType)
    conditions.push(eq(noticeDrafts.purchaseNoticeType, query.purchaseNoticeType));
  if (query.keyword)
    conditions.push(titleOrNoticeId(noticeDrafts.title, noticeDrafts.amendsNoticeId, query.keyword));
  conditions.push(...publishedBetween(sql`${noticeDrafts.publishAt}`, query));
  return and(...conditions) as SQL;
};

const noticeConditions = (scope: TScope, actor: TActor, unitCodes: readonly string[], query: TBooksQuery) => {
  const conditions: SQL[] = [
    scope === 'unit'
      ? inArray(notices.orgCode, [...unitCodes])
      : sql`EXISTS (SELECT 1 FROM notice_drafts d WHERE d.author_account_id = ${actor.accountId}
          AND (d.notice_id = ${OUTER_NOTICE_ID} OR d.amends_notice_id = ${OUTER_NOTICE_ID}))`,
  ];
  if (query.state) conditions.push(sql`${noticeStateSql} = ${query.state}`);
  if (query.purchaseNoticeType) conditions.push(eq(notices.purchaseNoticeType, query.purchaseNoticeType));
  if (query.keyword) conditions.push(titleOrNoticeId(notices.title, notices.id, query.keyword));
  conditions.push(...publishedBetween(sql`${notices.publishedAt}`, query));
  return and(...conditions) as SQL;
};

const draftColumns = {
  source: sql<'draft' | 'notice'>`'draft'`.as('source'),
  rowId: sql<string>`${noticeDrafts.id}::text`.as('row_id'),
  noticeId: sql<string | null>`${noticeDrafts.amendsNoticeId}::text`.as('notice_id'),
  draftId: sql<string | null>`${noticeDrafts.id}::text`.as('draft_id'),
  title: sql<string>`${noticeDrafts.title}`.as('title'),
  purchaseNoticeType: sql<string>`${noticeDrafts.purchaseNoticeType}`.as('purchase_notice_type'),
  resultsNoticeType: sql<string | null>`${noticeDrafts.resultsNoticeType}`.as('results_notice_type'),
  orgCode: sql<string | null>`${noticeDrafts.orgCode}`.as('org_code'),
  orgName: sql<string | null>`(SELECT o.name FROM orgs o WHERE o.code = "notice_drafts"."org_code")`.as(
    'org_name',
  ),
  state: sql<string>`${noticeDrafts.status}`.as('state'),
  revision: sql<number | null>`NULL::integer`.as('revision'),
  amendmentPending: sql<boolean>`false`.as('amendment_pending'),
  authorAccountId: sql<number | null>`${noticeDrafts.authorAccountId}`.as('author_account_id'),
  publishedAt: sql<string | null>`${noticeDrafts.publishAt}`.as('published_at'),
  updatedAt: sql<string>`${noticeDrafts.updatedAt}`.as('updated_at'),
};

const noticeColumns = {
  source: sql<'draft' | 'notice'>`'notice'`.as('source'),
  rowId: sql<string>`${notices.id}::text`.as('row_id'),
  noticeId: sql<string | null>`${notices.id}::text`.as('notice_id'),
  // The draft whose publication made the current revision: the console page of the notice.
  draftId: sql<string | null>`(SELECT max(d.id)::text FROM notice_drafts d
    WHERE d.notice_id = ${OUTER_NOTICE_ID} AND d.status = ${NOTICE_DRAFT_STATUSES.published})`.as('draft_id'),
  title: sql<string>`${notices.title}`.as('title'),
  purchaseNoticeType: sql<string>`${notices.purchaseNoticeType}`.as('purchase_notice_type'),
  resultsNoticeType: sql<string | null>`${notices.resultsNoticeType}`.as('results_notice_type'),
  orgCode: sql<string | null>`${notices.orgCode}`.as('org_code'),
  orgName: sql<string | null>`${notices.orgName}`.as('org_name'),
  state: sql<string>`${noticeStateSql}`.as('state'),
  revision: sql<number | null>`${notices.revision}`.as('revision'),
  amendmentPending: sql<boolean>`EXISTS (SELECT 1 FROM notice_drafts d
    WHERE d.amends_notice_id = ${OUTER_NOTICE_ID} AND d.status = ${NOTICE_DRAFT_STATUSES.inApproval})`.as(
    'amendment_pending',
  ),
  authorAccountId: sql<number | null>`NULL::bigint`.as('author_account_id'),
  publishedAt: sql<string | null>`${notices.publishedAt}`.as('published_at'),
  updatedAt: sql<string>`${notices.updatedAt}`.as('updated_at'),
};

/** Postgres answers timestamps of a union as text (node-postgres) or Date (PGlite). */
const asDate = (value: string | Date | null) => (value === null ? null : new Date(value));

/** One page of the caller's books for a console tab, newest change first. */
export const queryBooks = async (
  db: TDatabase,
  actor: TActor,
  unitCodes: readonly string[],
  query: TBooksQuery,
) => {
  const { scope, size, current } = query;
  const wantsDrafts = !query.state || Object.values(DRAFT_STATES).includes(query.state);
  const wantsNotices =
    (scope === 'mine' || scope === 'unit') && (!query.state || NOTICE_STATES.includes(query.state));
  const draftWhere = wantsDrafts ? draftConditions(scope, actor, unitCodes, query) : sql`false`;
  const noticeWhere = wantsNotices ? noticeConditions(scope, actor, unitCodes, query) : sql`false`;
  const [rows, draftTotal, noticeTotal] = await Promise.all([
    db
      .select(draftColumns)
      .from(noticeDrafts)
      .where(draftWhere)
      .unionAll(db.select(noticeColumns).from(notices).where(noticeWhere))
      .orderBy(sql`updated_at DESC`, sql`row_id DESC`)
      .limit(size)
      .offset((current - 1) * size),
    db.select({ total: count() }).from(noticeDrafts).where(draftWhere),
    wantsNotices ? db.select({ total: count() }).from(notices).where(noticeWhere) : [{ total: 0 }],
  ]);
  const records = rows.map((row): TConsoleNotice => {
    const state =
      row.source === 'draft' ? (DRAFT_STATES[row.state] ?? 'draft') : (row.state as TConsoleNoticeState);
    const amendmentPending = Boolean(row.amendmentPending);
    return {
      key: `${row.source}-${row.rowId}`,
      noticeId: row.noticeId,
      draftId: row.draftId,
      noticeTitle: row.title,
      purchaseNoticeType: row.purchaseNoticeType,
      noticeType: noticeTypeLabel(row.purchaseNoticeType, row.resultsNoticeType) ?? null,
      orgName: row.orgName ?? row.orgCode ?? '',
      state,
      stateName: consoleNoticeStateName(state, row.revision),
      revision: row.revision === null ? null : Number(row.revision),
      amendmentPending,
      publicationTime: formatChinaTime(asDate(row.publishedAt)) ?? '',
      updateTime: formatChinaTime(asDate(row.updatedAt)) ?? '',
      allowedActions: consoleNoticeActions(
        row.source === 'draft'
          ? { source: 'draft', state, isOwn: Number(row.authorAccountId) === actor.accountId }
          : {
              source: 'notice',
              state,
              inScope: isInUnitScope({ unitCodes }, row.orgCode),
              amendmentPending,
            },
      ),
    };
  });
  return {
    records,
    total: (draftTotal[0]?.total ?? 0) + (noticeTotal[0]?.total ?? 0),
    current,
    size,
  };
};

/** A published notice's state in the books and the actions it offers a staff member; null if none such. */
export const noticeActionsFor = async (db: TDatabase, unitCodes: readonly string[], noticeId: number) => {
  const [row] = await db
    .select({
      orgCode: notices.orgCode,
      state: noticeStateSql,
      revision: notices.revision,
      amendmentPending: noticeColumns.amendmentPending,
    })
    .from(notices)
    .where(eq(notices.id, noticeId));
  if (!row) return null;
  return {
    state: row.state,
    stateName: consoleNoticeStateName(row.state, row.revision),
    allowedActions: consoleNoticeActions({
      source: 'notice',
      state: row.state,
      inScope: isInUnitScope({ unitCodes }, row.orgCode),
      amendmentPending: Boolean(row.amendmentPending),
    }),
  };
};
