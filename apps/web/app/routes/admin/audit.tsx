import { useMenuTrail } from '../../components/access/permission-gate';
import { usePagedList } from '../../components/list-page/use-paged-list';
import { PageSection } from '../../components/page/page-section';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { loadAuditPage, type TAuditPage } from '../../features/admin/api/query-audit-events';
import { AuditFilterForm } from '../../features/admin/components/audit-filter-form';
import { AuditTable } from '../../features/admin/components/audit-table';
import { parseAuditParams } from '../../features/admin/lib/audit-query';
import { adminMessages } from '../../features/admin/messages';
import {
  browserLoaderOf,
  loadPageOrFailure,
  serverLoaderOf,
  type TLoaderCalls,
} from '../../lib/loader-calls';
import type { Route } from './+types/audit';

const messages = adminMessages.audit;
const EMPTY_PAGE: TAuditPage = { records: [], total: 0 };

/** Events keep arriving: always asked anew. */
const loadAudit = async (calls: TLoaderCalls, params: URLSearchParams) => {
  const query = parseAuditParams(params);
  const { page, failed } = await loadPageOrFailure(
    loadAuditPage(calls.fresh, query),
    'audit events',
    EMPTY_PAGE,
  );
  return { query, failed, ...page };
};

export const loader = serverLoaderOf(loadAudit);

export const clientLoader = browserLoaderOf(loadAudit);

export const meta: Route.MetaFunction = () => [{ title: pageTitle(messages.pageTitle) }];

/** 审计日志 (系统管理): logins and staff actions, filtered and paged in the address, exportable as CSV. */
export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const list = usePagedList(loaderData, paths.adminAudit.getHref);
  const trail = useMenuTrail(messages.pageTitle);
  return (
    <PageSection title={messages.pageTitle} trail={trail}>
      <AuditFilterForm filter={loaderData.query} onSearch={list.search} onReset={list.reset} />
      <AuditTable {...list.table} />
    </PageSection>
  );
}
