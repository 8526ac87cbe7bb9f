import { NOTICE_DRAFT_STATUS_LABELS, NOTICE_TYPES, type TNoticeDraft } from '@supportal/contract';
import { Alert, Button, Form, Input, Select, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMenuTrail } from '../../components/access/permission-gate';
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

const filterOf = (url: URL): TNoticeDraftFilter => {
  const scope = url.searchParams.get('scope');
  return {
    scope: SCOPES.includes(scope as TScope) ? (scope as TScope) : 'mine',
    status: (url.searchParams.get('status') || undefined) as TNoticeDraftFilter['status'],
    purchaseNoticeType: url.searchParams.get('type') || undefined,
    noticeTitle: url.searchParams.get('keyword') || undefined,
    current: Number(url.searchParams.get('current')) || 1,
    size: 20,
  };
};

const loadPage = async (calls: TLoaderCalls, url: URL) => {
  const filter = filterOf(url);
  try {
    return { filter, page: await loadNoticeDrafts(calls.fresh, filter), failed: false };
  } catch {
    return { filter, page: null, failed: true };
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
  const { filter, page, failed } = loaderData;
  const trail = useMenuTrail(messages.pageTitle);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const go = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    void navigate(`${paths.consoleNotices.path}?${next.toString()}`);
  };
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
        activeKey={String(filter.scope)}
        onChange={(scope) => go({ scope: scope === 'mine' ? undefined : scope, current: undefined })}
        items={SCOPES.map((scope) => ({ key: scope, label: messages.scopes[scope] }))}
      />
      <Form
        layout="inline"
        className={styles.toolbar}
        key={params.toString()}
        initialValues={{
          keyword: filter.noticeTitle,
          status: filter.status,
          type: filter.purchaseNoticeType,
        }}
        onFinish={(values: { keyword?: string; status?: string; type?: string }) =>
          go({
            keyword: values.keyword?.trim(),
            status: values.status,
            type: values.type,
            current: undefined,
          })
        }
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
        <Button type="primary" htmlType="submit">
          {messages.search}
        </Button>
        <Button
          onClick={() => go({ keyword: undefined, status: undefined, type: undefined, current: undefined })}
        >
          {messages.reset}
        </Button>
      </Form>
      {failed || !page ? (
        <Alert type="error" showIcon title={messages.notFound} />
      ) : (
        <Table<TRow>
          rowKey="id"
          columns={columns}
          dataSource={page.records}
          locale={{ emptyText: messages.empty }}
          pagination={{
            current: page.current,
            pageSize: page.size,
            total: page.total,
            showSizeChanger: false,
            onChange: (current) => go({ current: current > 1 ? String(current) : undefined }),
          }}
        />
      )}
    </PageSection>
  );
}
