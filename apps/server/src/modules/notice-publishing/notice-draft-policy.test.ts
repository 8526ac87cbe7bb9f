import { NOTICE_DRAFT_STATUSES } from '@supportal/contract';
import { describe, expect, it } from 'vitest';
import { sqlText } from '../../../test/helpers/sql-text.js';
import type { TActor } from '../workflow/index.js';
import {
  DRAFT_NOT_FOUND_MESSAGE,
  listedDrafts,
  mayEditDraft,
  mayPublishFor,
  mayReadDraft,
} from './notice-draft-policy.js';

const ALLOWED = { allowed: true };
// 江苏省分 (02) staff, account 7: their range is 02 and 南京 (03) below it.
const READER = { accountId: 7, unitCodes: ['02', '03'] };

describe('notice draft policy: reading and editing', () => {
  const notFound = { allowed: false, code: 'notFound', message: DRAFT_NOT_FOUND_MESSAGE };

  it.each([
    {
      case: 'the author, at a unit outside the range (moved since)',
      draft: { authorAccountId: 7, orgCode: '01' },
      expected: ALLOWED,
    },
    { case: 'staff of the draft unit', draft: { authorAccountId: 9, orgCode: '02' }, expected: ALLOWED },
    { case: 'staff of a unit above it', draft: { authorAccountId: 9, orgCode: '03' }, expected: ALLOWED },
    { case: 'staff of a unit below it', draft: { authorAccountId: 9, orgCode: '01' }, expected: notFound },
    { case: 'staff of another province', draft: { authorAccountId: 9, orgCode: '04' }, expected: notFound },
  ])('$case', ({ draft, expected }) => {
    expect(mayReadDraft(READER, draft)).toEqual(expected);
  });

  it.each([
    { authorAccountId: 7, expected: ALLOWED },
    { authorAccountId: 9, expected: { allowed: false, code: 'notFound', message: '公告草稿不存在' } },
  ])('only the author edits (author $authorAccountId)', ({ authorAccountId, expected }) => {
    expect(mayEditDraft(7, { authorAccountId })).toEqual(expected);
  });
});

describe('notice draft policy: publishing in a unit name', () => {
  const NANJING = { provAdmCode: '320000' };
  const HQ = { provAdmCode: null };

  it.each([
    { case: 'a unit of the range, no province named', unit: NANJING, province: undefined, expected: ALLOWED },
    { case: 'a unit of the range, its province', unit: NANJING, province: '320000', expected: ALLOWED },
    {
      case: 'a unit outside the range',
      unit: undefined,
      province: '320000',
      expected: {
        allowed: false,
        code: 'forbidden',
        message: '只能以本单位或下级单位的名义发布公告',
        fieldErrors: [{ path: 'orgCode', message: '发布单位不在您的单位范围内' }],
      },
    },
    {
      case: 'another province',
      unit: NANJING,
      province: '330000',
      expected: {
        allowed: false,
        code: 'forbidden',
        message: '不能发布其他省份的公告',
        fieldErrors: [{ path: 'provAdmCode', message: '省份须为发布单位所在省份' }],
      },
    },
    {
      case: 'a province for a unit without one',
      unit: HQ,
      province: '320000',
      expected: {
        allowed: false,
        code: 'forbidden',
        message: '不能发布其他省份的公告',
        fieldErrors: [{ path: 'provAdmCode', message: '省份须为发布单位所在省份' }],
      },
    },
  ])('$case', ({ unit, province, expected }) => {
    expect(mayPublishFor(unit, province)).toEqual(expected);
  });
});

describe('notice draft policy: console lists', () => {
  const actor: TActor = {
    accountId: 7,
    displayName: '刘芳',
    corpCode: '02',
    corpName: '江苏省分公司',
    roles: ['STAFF_PROV'],
  };

  it.each([
    { scope: 'mine', text: '"notice_drafts"."author_account_id" = $1', params: [7] },
    {
      scope: 'drafts',
      text: '("notice_drafts"."author_account_id" = $1 and "notice_drafts"."status" = $2)',
      params: [7, NOTICE_DRAFT_STATUSES.editing],
    },
    { scope: 'unit', text: '"notice_drafts"."org_code" in ($1, $2)', params: ['02', '03'] },
  ] as const)('$scope', ({ scope, text, params }) => {
    expect(sqlText(listedDrafts(scope, actor, READER.unitCodes))).toEqual({ sql: text, params });
  });

  it('waiting: review items of the draft process the actor may decide, never the author edit step', () => {
    const { sql, params } = sqlText(listedDrafts('waiting', actor, []));
    expect(sql).toMatch(
      /^exists \(SELECT 1 FROM "wf_work_items" WHERE "wf_work_items"\."instance_id" = "notice_drafts"\."process_instance_id"/,
    );
    expect(sql).toContain(`"wf_work_items"."role" <> 'STARTER'`);
    expect(params).toEqual(['open', 7, 'open', '02', 'STAFF_PROV']);
  });
});
