import { NOTICE_DRAFT_STATUSES, type NOTICE_DRAFT_SCOPES } from '@supportal/contract';
import { and, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import { noticeDrafts, wfWorkItems } from '../../db/schema/index.js';
import { ALLOWED, denied, type TPolicyVerdict } from '../../lib/policy-verdict.js';
import { isInUnitScope, type TUnitScope } from '../notices/index.js';
import { actionableBy, type TActor } from '../workflow/index.js';

/**
 * Row-level rules of notices before publication (drafts, in review, scheduled): the author edits
 * them; staff of the draft's unit or a unit above it read them; a notice is published only in the
 * name of the caller's unit or one below it. Published notices follow notices/notice-policy.ts.
 */

export const DRAFT_NOT_FOUND_MESSAGE = '公告草稿不存在或不属于您的单位';
const NOT_AUTHOR_MESSAGE = '公告草稿不存在';

type TDraftOwnership = { authorAccountId: number; orgCode: string };

/** Reading a draft: its author or staff of its unit's range (reviewers above); others learn nothing (404). */
export const mayReadDraft = (
  reader: TUnitScope & { accountId: number },
  draft: TDraftOwnership,
): TPolicyVerdict =>
  draft.authorAccountId === reader.accountId || isInUnitScope(reader, draft.orgCode)
    ? ALLOWED
    : denied('notFound', DRAFT_NOT_FOUND_MESSAGE);

/** Changing a draft's content: its author only (404 to anyone else). */
export const mayEditDraft = (accountId: number, draft: Pick<TDraftOwnership, 'authorAccountId'>) =>
  draft.authorAccountId === accountId ? ALLOWED : denied('notFound', NOT_AUTHOR_MESSAGE);

/**
 * Publishing in a unit's name: the unit must be among the caller's publishing units (theirs or below;
 * `unit` undefined otherwise), and a province named must be that unit's.
 */
export const mayPublishFor = (
  unit: { provAdmCode: string | null } | undefined,
  provAdmCode?: string,
): TPolicyVerdict => {
  if (!unit)
    return denied('forbidden', '只能以本单位或下级单位的名义发布公告', [
      { path: 'orgCode', message: '发布单位不在您的单位范围内' },
    ]);
  if (provAdmCode !== undefined && provAdmCode !== unit.provAdmCode)
    return denied('forbidden', '不能发布其他省份的公告', [
      { path: 'provAdmCode', message: '省份须为发布单位所在省份' },
    ]);
  return ALLOWED;
};

/** Open review items of the draft's process the actor may decide (not the author's own edit step). */
const awaitingDecisionOf = (actor: TActor): SQL =>
  exists(
    sql`(SELECT 1 FROM ${wfWorkItems} WHERE ${wfWorkItems.instanceId} = ${noticeDrafts.processInstanceId}
      AND ${wfWorkItems.role} <> 'STARTER' AND ${actionableBy(actor)})`,
  );

/**
 * The drafts a console list scope shows, as SQL. `unitCodes` is the caller's unit range; only the
 * 'unit' scope reads it, so callers may pass [] for the others.
 */
export const listedDrafts = (
  listScope: keyof typeof NOTICE_DRAFT_SCOPES,
  actor: TActor,
  unitCodes: readonly string[],
): SQL => {
  switch (listScope) {
    case 'mine':
      return eq(noticeDrafts.authorAccountId, actor.accountId);
    case 'drafts':
      return and(
        eq(noticeDrafts.authorAccountId, actor.accountId),
        eq(noticeDrafts.status, NOTICE_DRAFT_STATUSES.editing),
      ) as SQL;
    case 'waiting':
      return awaitingDecisionOf(actor);
    case 'unit':
      return inArray(noticeDrafts.orgCode, [...unitCodes]);
  }
};
