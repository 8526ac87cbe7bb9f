import { describe, expect, it } from 'vitest';
import { auditFilterParams, parseAuditParams } from './audit-query';

describe('audit view address', () => {
  it('reads the filter and page the address carries', () => {
    const query = parseAuditParams(new URLSearchParams('loginName=demo_admin&result=failure&current=3'));
    expect(query).toMatchObject({ loginName: 'demo_admin', result: 'failure', current: 3, size: 20 });
    expect(auditFilterParams(query).toString()).toBe('loginName=demo_admin&result=failure');
  });

  it('falls back to the first unfiltered page for an address the server would refuse', () => {
    expect(parseAuditParams(new URLSearchParams('event=nope'))).toEqual({ current: 1, size: 20 });
  });
});
