import { VISITOR_VIEW } from '@supportal/contract';
import { describe, expect, it } from 'vitest';
import { sqlText } from '../../../test/helpers/sql-text.js';
import { notices, noticeTermCounts } from '../../db/schema/index.js';
import {
  ANONYMOUS_VIEWER,
  listedViews,
  mayManageNotice,
  mayReadNotice,
  readableNotices,
  type TNoticeViewer,
  type TUnitScope,
} from './notice-policy.js';

const MEMBER: TNoticeViewer = { loggedIn: true };
const { public: PUBLIC, loggedInOnly: LOGIN_ONLY } = VISITOR_VIEW;

describe('notice policy: reading', () => {
  it.each([
    { viewer: ANONYMOUS_VIEWER, visitorView: PUBLIC, readable: true },
    { viewer: ANONYMOUS_VIEWER, visitorView: LOGIN_ONLY, readable: false },
    { viewer: MEMBER, visitorView: PUBLIC, readable: true },
    { viewer: MEMBER, visitorView: LOGIN_ONLY, readable: true },
    { viewer: MEMBER, visitorView: 'unknown', readable: false },
  ])(
    'logged in $viewer.loggedIn, visitorView $visitorView: readable $readable',
    ({ viewer, visitorView, readable }) => {
      expect(mayReadNotice(viewer, { visitorView })).toBe(readable);
      // The SQL filter carries exactly the views the in-memory check accepts.
      const { params } = sqlText(readableNotices(viewer));
      expect(params.includes(visitorView)).toBe(readable);
    },
  );

  it.each([
    { viewer: ANONYMOUS_VIEWER, requested: undefined, views: [PUBLIC] },
    { viewer: ANONYMOUS_VIEWER, requested: [LOGIN_ONLY], views: [PUBLIC] },
    { viewer: MEMBER, requested: undefined, views: [PUBLIC, LOGIN_ONLY] },
    { viewer: MEMBER, requested: [LOGIN_ONLY], views: [LOGIN_ONLY] },
  ])(
    'lists of logged in $viewer.loggedIn asking for $requested show $views',
    ({ viewer, requested, views }) => {
      expect(listedViews(requested, viewer)).toEqual(views);
      expect(sqlText(readableNotices(viewer, notices.visitorView, requested)).params).toEqual(views);
    },
  );

  it('filters the column it is given (term counts keep their own copy of visitorView)', () => {
    expect(sqlText(readableNotices(MEMBER, noticeTermCounts.visitorView)).sql).toContain(
      '"notice_term_counts"."visitor_view" in',
    );
    expect(sqlText(readableNotices(MEMBER)).sql).toContain('"notices"."visitor_view" in');
  });
});

describe('notice policy: withdrawing and amending by unit', () => {
  // 江苏省分 (02) reaches itself and 南京 (03) below it, not 总部 (01) above or another province (04).
  const JIANGSU: TUnitScope = { unitCodes: ['02', '03'] };
  const NOBODY: TUnitScope = { unitCodes: [] };

  it.each([
    { scope: JIANGSU, action: 'withdraw', orgCode: '02', expected: { allowed: true } },
    { scope: JIANGSU, action: 'withdraw', orgCode: '03', expected: { allowed: true } },
    {
      scope: JIANGSU,
      action: 'withdraw',
      orgCode: '01',
      expected: { allowed: false, code: 'forbidden', message: '只能撤回本单位或下级单位的公告' },
    },
    {
      scope: JIANGSU,
      action: 'withdraw',
      orgCode: null,
      expected: { allowed: false, code: 'forbidden', message: '只能撤回本单位或下级单位的公告' },
    },
    { scope: JIANGSU, action: 'amend', orgCode: '03', expected: { allowed: true } },
    {
      scope: JIANGSU,
      action: 'amend',
      orgCode: '04',
      expected: { allowed: false, code: 'forbidden', message: '只能修订本单位或下级单位的公告' },
    },
    {
      scope: NOBODY,
      action: 'amend',
      orgCode: '02',
      expected: { allowed: false, code: 'forbidden', message: '只能修订本单位或下级单位的公告' },
    },
  ] as const)(
    '$action a notice of unit $orgCode within $scope.unitCodes',
    ({ scope, action, orgCode, expected }) => {
      expect(mayManageNotice(scope, action, { orgCode })).toEqual(expected);
    },
  );
});
