import { inArray, type AnyColumn, type SQL } from 'drizzle-orm';
import { VISITOR_VIEW } from '@supportal/contract';
import { notices } from '../../db/schema/index.js';
import { ALLOWED, denied, type TPolicyVerdict } from '../../lib/policy-verdict.js';

/**
 * Row-level rules of published notices: who reads which (by visitorView), and which staff may end or
 * amend one (by the publishing unit). Drafts, before publication, follow notice-publishing's
 * notice-draft-policy.ts on the same unit scope.
 */

/** Who is asking: anonymous visitors never see notices meant for logged-in users. */
export type TNoticeViewer = { loggedIn: boolean };

/** Feeds, open data and alerts leave the portal: they show what an anonymous visitor may read. */
export const ANONYMOUS_VIEWER: TNoticeViewer = { loggedIn: false };

/** The visitorView values a viewer may read. */
export const visibleViews = (viewer: TNoticeViewer): string[] =>
  viewer.loggedIn ? [VISITOR_VIEW.public, VISITOR_VIEW.loggedInOnly] : [VISITOR_VIEW.public];

/** The views a list shows: logged-in callers may narrow them; anonymous callers see public ones whatever they ask. */
export const listedViews = (requested: string[] | undefined, viewer: TNoticeViewer): string[] =>
  (viewer.loggedIn && requested) || visibleViews(viewer);

export const mayReadNotice = (viewer: TNoticeViewer, notice: { visitorView: string }): boolean =>
  visibleViews(viewer).includes(notice.visitorView);

/**
 * mayReadNotice as SQL, narrowed to the views a list asks for (listedViews); `column` is another
 * table's copy of visitorView (term counts) when given.
 */
export const readableNotices = (
  viewer: TNoticeViewer,
  column: AnyColumn = notices.visitorView,
  requested?: string[],
): SQL => inArray(column, listedViews(requested, viewer));

/**
 * A staff member's reach: their own unit and every unit below it (总部 → 省分 → 地市), so a unit's
 * rows are theirs when they work there or at one of its ancestors.
 */
export type TUnitScope = { unitCodes: readonly string[] };

export const isInUnitScope = (scope: TUnitScope, orgCode: string | null): boolean =>
  orgCode !== null && scope.unitCodes.includes(orgCode);

const OUTSIDE_SCOPE_MESSAGES = {
  withdraw: '只能撤回本单位或下级单位的公告',
  amend: '只能修订本单位或下级单位的公告',
} as const;

/** Withdrawing, expiring or amending a published notice: staff of its unit or a unit above it (else 403). */
export const mayManageNotice = (
  scope: TUnitScope,
  action: keyof typeof OUTSIDE_SCOPE_MESSAGES,
  notice: { orgCode: string | null },
): TPolicyVerdict =>
  isInUnitScope(scope, notice.orgCode) ? ALLOWED : denied('forbidden', OUTSIDE_SCOPE_MESSAGES[action]);
