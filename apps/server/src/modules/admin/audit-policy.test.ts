import { describe, expect, it } from 'vitest';
import { sqlText } from '../../../test/helpers/sql-text.js';
import { auditEventsInScope } from './audit-policy.js';

// demo_admin at 总部 (01) reaches every org; demo_admin_js at 江苏 (02) reaches 02 and its city 03.
const HQ = { orgCodes: new Set(['01', '02', '03']), manageSuppliers: true };
const JIANGSU = { orgCodes: new Set(['02', '03']), manageSuppliers: false };
const NONE = { orgCodes: new Set<string>(), manageSuppliers: false };

describe('audit log policy', () => {
  it('总部 reads every event', () => {
    expect(auditEventsInScope(HQ)).toBeUndefined();
  });

  it.each([
    {
      case: 'Jiangsu: events of non-supplier accounts of its orgs',
      scope: JIANGSU,
      sql: '"audit_events"."account_id" in (select "accounts"."id" from "accounts" where ("accounts"."kind" <> $1 and "accounts"."corp_code" in ($2, $3)))',
      params: ['supplier', '02', '03'],
    },
    { case: 'no org: nothing', scope: NONE, sql: 'false', params: [] },
  ])('$case', ({ scope, sql, params }) => {
    const condition = auditEventsInScope(scope);
    expect(condition && sqlText(condition)).toEqual({ sql, params });
  });
});
