import {
  CONSOLE_NOTICE_STATE_LABELS,
  DATE_FORMAT,
  NOTICE_TYPES,
  type TConsoleNotice,
  type TConsoleNoticeState,
} from '@supportal/contract';
import { DatePicker, Form, Input, Select, Space, Tabs, Tag, type TableColumnsType } from 'antd';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { useMenuTrail } from '../../components/access/permission-gate';
import { FilterBar } from '../../components/list-page/filter-bar';
import { listFilterOf } from '../../components/list-page/list-address';
import { ListTable } from '../../components/list-page/list-table';
import { useListAddress } from '../../components/list-page/use-list-address';
import { PageSection } from '../../components/page/page-section';
import { ButtonLink } from '../../components/widgets/button-link';
import { paths, type TConsoleNoticesQuery } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { loadConsoleNotices } from '../../features/notice-publishing/api/query-console-notices';
import { NoticeActions } from '../../features/notice-publishing/components/notice-actions';
import { noticeConsoleMessages as messages } from '../../features/notice-publishing/messages';
import { fromDay, toDayRange, type TDayRange } from '../../lib/day-range';
import { formatDateTime } from '../../lib/format-date';
import { browserLoaderCalls, serverLoaderCalls, type TLoaderCalls } from '../../lib/loader-calls';
import { useListPage } from '../../lib/use-list-page';
import type { Route } from './+types/console-notices';
import styles from '../../features/notice-publishing/components/notice-console.module.css';
import { shownFrom } from '../../components/list-page/responsive-columns';

type TScope = NonNullable<TConsoleNoticesQuery['scope']>;
const SCOPES: readonly TScope[] = ['mine', 'drafts', 'waiting', 'unit'];
const STATES = Object.keys(CONSOLE_NOTICE_STATE_LABELS) as TConsoleNoticeState[];
const STATE_COLORS: Record<TConsoleNoticeState, string> = {
  draft: 'default',
  inApproval: 'processing',
  scheduled: 'gold',
  rejected: 'error',
  cancelled: 'default',
  published: 'success',
  amended: 'purple',
  withdrawn: 'error',
  expired: 'default',
};
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const PAGE_SIZE = 20;

type TFilter = {
  keyword?: string | undefined;
  state?: string | undefined;
  type?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};
type TQuery = TFilter & { scope: TScope; current: number; size: number };
type TFormValues = Omit<TFilter, 'from' | 'to'> & { range?: TDayRange };

/** The tab, filter and page from the address (values the server would refuse are dropped). */
const queryOf = (params: URLSearchParams): TQuery => {
  const scope = params.get('scope');
  const state = params.get('state');
  const dateOf = (name: string) => {
    const value = params.get(name);
    return value && DATE.test(value) ? value : undefined;
  };
  return {
    scope: SCOPES.includes(scope as TScope) ? (scope as TScope) : 'mine',
    keyword: params.get('keyword') || undefined,
    state: STATES.includes(state as TConsoleNoticeState) ? (state as string) : undefined,
    type: params.get('type') || undefined,
    from: dateOf('from'),
    to: dateOf('to'),
    current: Number(params.get('current')) || 1,
    size: PAGE_SIZE,
  };
};

const loadPage = async (calls: TLoaderCalls, url: URL) => {
  const { scope, ...query } = queryOf(url.searchParams);
  try {
    const page = await loadConsoleNotices(calls.fresh, {
      scope,
      keyword: query.keyword,
      state: query.state,
      purchaseNoticeType: query.type,
      publishedFrom: query.from,
      publishedTo: query.to,
      current: query.current,
      size: query.size,
    });
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

const toValues = ({ from, to, ...filter }: TFilter): TFormValues => ({
  ...filter,
  range: toDayRange(from, to),
});

const toFilter = ({ range, ...values }: TFormValues): TFilter => ({
  keyword: values.keyword?.trim() || undefined,
  state: values.state,
  type: values.type,
  from: fromDay(range?.[0]),
  to: fromDay(range?.[1]),
});

/**
 * 公告管理: the console's books, one row per notice with its true state and the actions the server
 * allows: the author's notices, drafts, notices waiting for the caller's review, and every notice of
 * the caller's unit and below (imported ones included).
 */
export default function ConsoleNotices({ loaderData }: Route.ComponentProps) {
  const { scope, query, page, failed } = loaderData;
  const trail = useMenuTrail(messages.pageTitle);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { loading, retry } = useListPage();
  // The tab is not part of the filter bar: 重置 keeps it.
  const { search, reset, changePage } = useListAddress(query, (next) =>
    paths.consoleNotices.getHref({ ...next, scope }),
  );
  const columns: TableColumnsType<TConsoleNotice> = [
    {
      key: 'title',
      title: messages.columns.title,
      // Narrow screens scroll the table sideways rather than squeeze the title to a letter a line.
      minWidth: 180,
      render: (_value, row) => (
        <Link
          to={
            row.draftId
              ? paths.consoleNoticeView.getHref(row.draftId)
              : paths.noticeDetail.getHref(row.noticeId ?? '', { loggedIn: true })
          }
        >
          {row.key.startsWith('draft-') && row.noticeId ? (
            <Tag color="purple">{messages.kinds.amend}</Tag>
          ) : null}
          {row.noticeTitle}
        </Link>
      ),
    },
    {
      key: 'id',
      title: messages.columns.noticeId,
      dataIndex: 'noticeId',
      width: 110,
      className: shownFrom('xl'),
    },
    {
      key: 'type',
      title: messages.columns.type,
      dataIndex: 'noticeType',
      width: 130,
      className: shownFrom('md'),
    },
    { key: 'org', title: messages.columns.org, dataIndex: 'orgName', width: 180, className: shownFrom('lg') },
    {
      key: 'state',
      title: messages.columns.status,
      width: 150,
      render: (_value, row) => (
        <Space size={4} wrap>
          <Tag color={STATE_COLORS[row.state]}>{row.stateName}</Tag>
          {row.amendmentPending ? <Tag color="processing">{messages.amendmentPending}</Tag> : null}
        </Space>
      ),
    },
    {
      key: 'publishAt',
      title: messages.columns.publishAt,
      width: 170,
      className: shownFrom('lg'),
      render: (_value, row) => formatDateTime(row.publicationTime),
    },
    {
      key: 'actions',
      title: messages.columns.actions,
      width: 190,
      render: (_value, row) => (
        <Space size={0} wrap>
          {row.allowedActions.includes('edit') && row.draftId ? (
            <Link className={styles.rowAction} to={paths.consoleNoticeEdit.getHref(row.draftId)}>
              {messages.edit}
            </Link>
          ) : null}
          {row.noticeId ? (
            <NoticeActions
              compact
              noticeId={row.noticeId}
              actions={row.allowedActions}
              onEnded={() => void revalidator.revalidate()}
            />
          ) : null}
        </Space>
      ),
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
      <FilterBar<TFormValues>
        values={toValues(listFilterOf(query))}
        onSearch={(values) => search(toFilter(values))}
        onReset={reset}
      >
        <Form.Item name="keyword">
          <Input
            allowClear
            placeholder={messages.placeholders.keyword}
            aria-label={messages.placeholders.keyword}
          />
        </Form.Item>
        <Form.Item name="state">
          <Select
            allowClear
            placeholder={messages.allStatuses}
            aria-label={messages.columns.status}
            className={styles.filterSelect}
            options={STATES.map((value) => ({ value, label: CONSOLE_NOTICE_STATE_LABELS[value] }))}
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
        <Form.Item name="range" label={messages.columns.publishAt}>
          <DatePicker.RangePicker
            allowEmpty={[true, true]}
            format={DATE_FORMAT}
            aria-label={messages.columns.publishAt}
          />
        </Form.Item>
      </FilterBar>
      <ListTable<TConsoleNotice>
        rowKey="key"
        columns={columns}
        scroll={{ x: 'max-content' }}
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
