import { describe, expect, it } from 'vitest';
import { sqlText } from '../../../test/helpers/sql-text.js';
import {
  actionableBy,
  canActOn,
  mayActOn,
  mayViewProcess,
  NOT_ASSIGNEE_MESSAGE,
  NOT_PARTICIPANT_MESSAGE,
  participates,
  type TParticipation,
} from './work-item-policy.js';
import type { TActor } from './workflow-engine.js';

// 刘芳, 江苏省分 (02) staff reviewing as STAFF_PROV.
const ACTOR: TActor = {
  accountId: 7,
  displayName: '刘芳',
  corpCode: '02',
  corpName: '江苏省分公司',
  roles: ['STAFF_PROV'],
};
const NO_ROLES: TActor = { ...ACTOR, roles: [] };

const item = (
  fields: Partial<{ state: string; assigneeAccountId: number | null; role: string; orgCode: string }>,
) => ({
  state: 'open',
  assigneeAccountId: null,
  role: 'STAFF_PROV',
  orgCode: '02',
  ...fields,
});

const REFUSED = { allowed: false, code: 'forbidden', message: NOT_ASSIGNEE_MESSAGE };

describe('work item policy: acting on an item', () => {
  it.each([
    { case: 'assigned to the actor', actor: ACTOR, row: item({ assigneeAccountId: 7 }), may: true },
    { case: 'assigned to someone else', actor: ACTOR, row: item({ assigneeAccountId: 8 }), may: false },
    {
      case: 'assigned to the actor, done',
      actor: ACTOR,
      row: item({ assigneeAccountId: 7, state: 'done' }),
      may: false,
    },
    { case: "unassigned, the actor's role at the actor's unit", actor: ACTOR, row: item({}), may: true },
    { case: 'unassigned, candidate group done', actor: ACTOR, row: item({ state: 'cancelled' }), may: false },
    { case: 'unassigned, the role at another unit', actor: ACTOR, row: item({ orgCode: '03' }), may: false },
    {
      case: 'unassigned, another role at the unit',
      actor: ACTOR,
      row: item({ role: 'STAFF_HQ' }),
      may: false,
    },
    { case: 'unassigned, an actor without roles', actor: NO_ROLES, row: item({}), may: false },
  ])('$case: $may', ({ actor, row, may }) => {
    expect(canActOn(row, actor)).toBe(may);
    expect(mayActOn(row, actor)).toEqual(may ? { allowed: true } : REFUSED);
  });

  it('lists the same items in SQL: assigned to the actor, or unassigned for its roles at its unit', () => {
    const { sql, params } = sqlText(actionableBy(ACTOR));
    expect(sql).toBe(
      '(("wf_work_items"."state" = $1 and "wf_work_items"."assignee_account_id" = $2) or ' +
        '("wf_work_items"."state" = $3 and "wf_work_items"."assignee_account_id" is null and ' +
        '"wf_work_items"."org_code" = $4 and "wf_work_items"."role" in ($5)))',
    );
    expect(params).toEqual(['open', 7, 'open', '02', 'STAFF_PROV']);
    // Without roles only items assigned by name remain.
    expect(sqlText(actionableBy(NO_ROLES)).sql).toContain('or false');
  });
});

describe('work item policy: viewing a process', () => {
  const facts = (fields: Partial<TParticipation>): TParticipation => ({
    starterAccountId: 1,
    acted: false,
    canAct: false,
    ...fields,
  });

  it.each([
    { case: 'the starter', participation: facts({ starterAccountId: 7 }), may: true },
    { case: 'someone who acted in it', participation: facts({ acted: true }), may: true },
    { case: 'someone who may act now', participation: facts({ canAct: true }), may: true },
    { case: 'anyone else', participation: facts({}), may: false },
    { case: 'no such instance', participation: undefined, may: false },
  ])('$case: $may', ({ participation, may }) => {
    expect(participates(participation, ACTOR)).toBe(may);
    expect(mayViewProcess(participation, ACTOR)).toEqual(
      may ? { allowed: true } : { allowed: false, code: 'forbidden', message: NOT_PARTICIPANT_MESSAGE },
    );
  });
});
