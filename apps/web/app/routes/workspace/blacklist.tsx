import { CURRENT_BLACKLIST_PAGE_SIZE, MAX_PAGE_SIZE } from '@supportal/contract';
import { Form, Input } from 'antd';
import { useMenuTrail } from '../../components/access/permission-gate';
import { FilterBar } from '../../components/list-page/filter-bar';
import { usePagedList } from '../../components/list-page/use-paged-list';
import { PageSection } from '../../components/page/page-section';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import {
  loadCurrentBlacklist,
  type TCurrentBlacklistPage,
} from '../../features/blacklist/api/query-current-blacklist';
import { CurrentBlacklistTable } from '../../features/blacklist/components/current-blacklist-table';
import { blacklistMessages } from '../../features/blacklist/messages';
import {
  browserLoaderOf,
  loadPageOrFailure,
  serverLoaderOf,
  type TLoaderCalls,
} from '../../lib/loader-calls';
import type { Route } from './+types/blacklist';

const messages = blacklistMessages.lookup;
const EMPTY_PAGE: TCurrentBlacklistPage = { records: [], total: 0 };

const pageNumber = (text: string | null, fallback: number, max: number) => {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= max ? value : fallback;
};

/** The keyword and page of the address; anything unreadable falls back to page 1 of everyone. */
const parseQuery = (params: URLSearchParams) => ({
  supplier: params.get('supplier')?.trim().slice(0, 50) || undefined,
  current: pageNumber(params.get('current'), 1, 100_000),
  size: pageNumber(params.get('size'), CURRENT_BLACKLIST_PAGE_SIZE, MAX_PAGE_SIZE),
});

const loadBlacklist = async (calls: TLoaderCalls, params: URLSearchParams) => {
  const query = parseQuery(params);
  const { supplier, ...paging } = query;
  const { page, failed } = await loadPageOrFailure(
    loadCurrentBlacklist(calls.fresh, { keyword: supplier, ...paging }),
    'current blacklist',
    EMPTY_PAGE,
  );
  return { query, failed, ...page };
};

export const loader = serverLoaderOf(loadBlacklist);

export const clientLoader = browserLoaderOf(loadBlacklist);

export const meta: Route.MetaFunction = () => [{ title: pageTitle(messages.pageTitle) }];

/** 黑名单查询: suppliers under a black-list now, found by name or USCC. */
export default function BlacklistPage({ loaderData }: Route.ComponentProps) {
  const { query } = loaderData;
  const list = usePagedList(loaderData, paths.blacklist.getHref);
  const trail = useMenuTrail(messages.pageTitle);
  return (
    <PageSection title={messages.pageTitle} trail={trail}>
      <p>{messages.intro}</p>
      <FilterBar<{ supplier?: string | undefined }>
        values={{ supplier: query.supplier }}
        onSearch={(values) => list.search({ supplier: values.supplier?.trim() || undefined })}
        onReset={list.reset}
      >
        <Form.Item name="supplier" label={messages.keyword}>
          <Input allowClear maxLength={50} placeholder={messages.keywordPlaceholder} />
        </Form.Item>
      </FilterBar>
      <CurrentBlacklistTable {...list.table} />
    </PageSection>
  );
}
