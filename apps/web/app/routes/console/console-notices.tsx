import { NOTICE_DRAFT_STATUS_LABELS, NOTICE_TYPES, type TNoticeDraft } from '@supportal/contract';
import { Form, Input, Select, Tabs, Tag, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useMenuTrail } from '../../components/access/permission-gate';
import { FilterBar } from '../../components/list-page/filter-bar';
import { listFilterOf } from '../../components/list-page/list-address';
import { ListTable } from '../../components/list-page/list-table';
import { useListAddress } from '../../components/list-page/use-list-address';
import { PageSection } from '../../components/page/page-section';
import { ButtonLink } from '../../components/widgets/button-link';
import { paths, type TConsoleNoticesQuery } from '../../config/paths';
import { pageTitle } from '../../config/site';
import {
  loadNoticeDrafts,
  type TNoticeDraftFilter,
} from '../../features/notice-publishing/api/query-notice-drafts';
import { noticeConsoleMessages as messages } from '../../features/notice-publishing/messages';
import { formatDateTime } from '../../lib/format-date';
import { browserLoaderCalls, serverLoaderCalls, type TLoaderCalls } from '../../lib/loader-calls';
import { useListPage } from '../../lib/use-list-page';
import type { Route } from './+types/console-notices';
import styles from '../../features/notice-publishing/components/notice-console.module.css';

type TScope = NonNullable<TConsoleNoticesQuery['scope']>;
const SCOPES: readonly TScope[] = ['mine', 'drafts', 'waiting', 'unit'];
const STATUS_COLORS: Record<string, string> = {
  '1': 'default',
  '2': 'processing',
  '3': 'gold',
  '4': 'success',
  '5': 'error',
  '6': 'default',
};

const PAGE_SIZE = 20;

type TFilterValues = { keyword?: string | undefined; status?: string | undefined; type?: string | undefined };
type TQuery = TFilterValues & { scope: TScope; current: number; size: number };

/** The tab, filter and page from the address. */
const queryOf = (params: URLSearchParams): TQuery => {
  const scope = params.get('scope');
  return {
    scope: SCOPES.includes(scope as TScope) ? (scope as TScope) : 'mine',
    keyword: params.get('keyword') || undefined,
    status: params.get('status') || undefined,
    type: params.get('type') || undefined,
    current: Number(params.get('current')) || 1,
    size: PAGE_SIZE,
  };
};

const draftFilterOf = (query: TQuery): TNoticeDraftFilter => ({
  scope: query.scope,
  status: query.status as TNoticeDraftFilter['status'],
  purchaseNoticeType: query.type,
  noticeTitle: query.keyword,
  current: query.current,
  size: query.size,
});

const loadPage = async (calls: TLoaderCalls, url: URL) => {
  const { scope, ...query } = queryOf(url.searchParams);
  try {
    const page = await loadNoticeDrafts(calls.fresh, draftFilterOf({ scope, ...query }));
    return { scope, query, page, failed: false };
  } catch {
    return { scope, query, page: null, failed: true };
  }
};

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPage(serverLoaderCalls(context), new URL(request.url));
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadPage(browserLoaderCalls(request, { hideErrMsg: true }), new URL(request.url));
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle(messages.pageTitle) }];

type TRow = Omit<TNoticeDraft, 'noticeContent' | 'blacklistEntries'>;

/** 公告管理: the author's notices, drafts, notices waiting for the caller's review and the unit's notices. */
export default function ConsoleNotices({ loaderData }: Route.ComponentProps) {
  const { scope, query, page, failed } = loaderData;
  const trail = useMenuTrail(messages.pageTitle);
  const navigate = useNavigate();
  const { loading, retry } = useListPage();
  // The tab is not part of the filter bar: 重置 keeps it.
  const { search, reset, changePage } = useListAddress(query, (next) =>
    paths.consoleNotices.getHref({ ...next, scope }),
  );
  const columns: TableColumnsType<TRow> = [
    {
      key: 'title',
      title: messages.columns.title,
      render: (_value, row) => (
        <Link to={paths.consoleNoticeView.getHref(row.id)}>
          {row.kind === 'amend' ? <Tag color="purple">{messages.kinds.amend}</Tag> : null}
          {row.noticeTitle}
        </Link>
      ),
    },
    { key: 'type', title: messages.columns.type, dataIndex: 'noticeType', width: 150 },
    { key: 'org', title: messages.columns.org, dataIndex: 'orgName', width: 180, responsive: ['md'] },
    {
      key: 'status',
      title: messages.columns.status,
      width: 90,
      render: (_value, row) => <Tag color={STATUS_COLORS[row.status]}>{row.statusName}</Tag>,
    },
    {
      key: 'publishAt',
      title: messages.columns.publishAt,
      width: 170,
      responsive: ['lg'],
      render: (_value, row) => formatDateTime(row.publicationTime),
    },
    {
      key: 'updated',
      title: messages.columns.updated,
      width: 170,
      responsive: ['lg'],
      render: (_value, row) => formatDateTime(row.updateTime),
    },
  ];
  return (
    <PageSection
      title={messages.pageTitle}
      trail={trail}
      extra={<ButtonLink to={paths.consoleNoticeNew.getHref()}>{messages.create}</ButtonLink>}
    >
      <Tabs
        activeKey={scope}
        onChange={(next) =>
          void navigate(paths.consoleNotices.getHref({ ...listFilterOf(query), scope: next as TScope }))
        }
        items={SCOPES.map((scope) => ({ key: scope, label: messages.scopes[scope] }))}
      />
      <FilterBar<TFilterValues>
        values={listFilterOf(query)}
        onSearch={(values) => search({ ...values, keyword: values.keyword?.trim() || undefined })}
        onReset={reset}
      >
        <Form.Item name="keyword">
          <Input
            allowClear
            placeholder={messages.placeholders.keyword}
            aria-label={messages.placeholders.keyword}
          />
        </Form.Item>
        <Form.Item name="status">
          <Select
            allowClear
            placeholder={messages.allStatuses}
            aria-label={messages.columns.status}
            className={styles.filterSelect}
            options={Object.entries(NOTICE_DRAFT_STATUS_LABELS).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <Form.Item name="type">
          <Select
            allowClear
            placeholder={messages.allTypes}
            aria-label={messages.columns.type}
            className={styles.filterSelect}
            options={NOTICE_TYPES.map((type) => ({ value: type.code, label: type.label }))}
          />
        </Form.Item>
      </FilterBar>
      <ListTable<TRow>
        rowKey="id"
        columns={columns}
        rows={page?.records ?? []}
        loading={loading}
        failed={failed || !page}
        onRetry={retry}
        locale={{ emptyText: messages.empty }}
        pagination={{
          current: query.current,
          pageSize: query.size,
          total: page?.total ?? 0,
          showSizeChanger: false,
          onChange: changePage,
        }}
      />
    </PageSection>
  );
}
