import { ZAuditQuery, type TAuditFilter, type TAuditQuery } from '@supportal/contract';

const FILTER_KEYS = ['startTime', 'endTime', 'loginName', 'event', 'result', 'ip'] as const;

/** The audit view's filter and page from its address; an address the contract refuses shows page 1 unfiltered. */
export const parseAuditParams = (params: URLSearchParams): TAuditQuery => {
  const parsed = ZAuditQuery.safeParse(Object.fromEntries(params));
  return parsed.success ? parsed.data : ZAuditQuery.parse({});
};

/** The filter as query parameters (blank ones left out), for the address and the CSV export. */
export const auditFilterParams = (filter: TAuditFilter): URLSearchParams => {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  if (filter.handOffs) params.set('handOffs', 'true');
  return params;
};
