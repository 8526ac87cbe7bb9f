import { useMenuTrail } from '../../components/access/permission-gate';
import { useListAddress } from '../../components/list-page/use-list-address';
import { PageSection } from '../../components/page/page-section';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { loadAuditPage, type TAuditPage } from '../../features/admin/api/query-audit-events';
import { AuditFilterForm } from '../../features/admin/components/audit-filter-form';
import { AuditTable } from '../../features/admin/components/audit-table';
import { parseAuditParams } from '../../features/admin/lib/audit-query';
import { adminMessages } from '../../features/admin/messages';
import {
  browserLoaderByAddress,
  loadPageOrFailure,
  serverLoaderByAddress,
  type TLoaderCalls,
} from '../../lib/loader-calls';
import { useListPage } from '../../lib/use-list-page';
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

export const loader = serverLoaderByAddress(loadAudit);

export const clientLoader = browserLoaderByAddress(loadAudit);

export const meta: Route.MetaFunction = () => [{ title: pageTitle(messages.pageTitle) }];

/** 审计日志 (系统管理): logins and staff actions, filtered and paged in the address, exportable as CSV. */
export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { query, records, total, failed } = loaderData;
  const { loading, retry } = useListPage();
  const trail = useMenuTrail(messages.pageTitle);
  const { search, reset, changePage } = useListAddress(query, paths.adminAudit.getHref);
  return (
    <PageSection title={messages.pageTitle} trail={trail}>
      <AuditFilterForm filter={query} onSearch={search} onReset={reset} />
      <AuditTable
        records={records}
        total={total}
        current={query.current}
        size={query.size}
        loading={loading}
        failed={failed}
        onRetry={retry}
        onPageChange={changePage}
      />
    </PageSection>
  );
}
