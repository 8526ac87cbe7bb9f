import { fullTextQueryProblem, IP_OPERATION_TYPE, type TSearchNoticePage } from '@supportal/contract';
import { useNavigate } from 'react-router';
import { PageSection } from '../../components/page/page-section';
import { pageTitle } from '../../config/site';
import { NoticeTable } from '../../features/notices/components/notice-table';
import { SaveSearchButton } from '../../features/saved-searches/components/save-search-button';
import { loadSearchPage } from '../../features/notices/api/search-notice-list';
import { toNoticeRows } from '../../features/notices/lib/notice-row';
import { SearchForm } from '../../features/notices/components/search-form';
import { SearchSummary } from '../../features/notices/components/search-summary';
import { SearchTypeList } from '../../features/notices/components/search-type-list';
import {
  parseSearchParams,
  searchFeedHrefs,
  searchHref as searchHrefOf,
  searchTypeEntries,
  toSearchRequest,
  type TSearchState,
} from '../../features/notices/lib/search-query';
import { searchMessages } from '../../features/notices/search-messages';
import { loadDictionaryGroupsOrEmpty, NOTICE_LABEL_GROUPS } from '../../lib/dictionary/find-by-type-not-auth';
import { formatCount } from '../../lib/format-count';
import {
  browserLoaderOf,
  loadPageOrFailure,
  serverLoaderOf,
  type TLoaderCalls,
} from '../../lib/loader-calls';
import { feedDiscoveryLinks } from '../../lib/notice-feeds';
import { useListPage } from '../../lib/use-list-page';
import type { Route } from './+types/search';
import { noticeRouteMessages } from './messages';

const EMPTY_RESULT: TSearchNoticePage = { records: [], total: 0, current: 1, size: 0, typeCounts: [] };

/**
 * Results and counts per type, only for a keyword the server accepts (spec section 4: non-empty;
 * issue 23: at most 50 characters and 5 words), always asked afresh; an address with another keyword
 * says why instead. Logged-in users also search what is meant for them, supplier negative behaviour
 * (3) included.
 */
const loadSearch = async (calls: TLoaderCalls, params: URLSearchParams) => {
  const state = parseSearchParams(params);
  const { viewer } = calls;
  const problem = state.keyword ? fullTextQueryProblem(state.keyword) : null;
  const [dictionary, { page, failed }] = await Promise.all([
    loadDictionaryGroupsOrEmpty(calls.reference, NOTICE_LABEL_GROUPS),
    state.keyword && !problem
      ? loadPageOrFailure(loadSearchPage(calls.fresh, toSearchRequest(state, viewer)), 'search', EMPTY_RESULT)
      : { page: EMPTY_RESULT, failed: false },
  ]);
  return {
    state,
    failed,
    problem,
    ...toNoticeRows(page, dictionary, viewer),
    types: searchTypeEntries(
      page.typeCounts ?? [],
      searchMessages.allTypes,
      viewer,
      page.typeCountsAreLowerBounds ?? false,
    ),
  };
};

export const loader = serverLoaderOf(loadSearch);

export const clientLoader = browserLoaderOf(loadSearch);

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const title = loaderData?.state.keyword
    ? `${loaderData.state.keyword} - ${noticeRouteMessages.searchTitle}`
    : noticeRouteMessages.searchTitle;
  return [
    { title: pageTitle(title) },
    ...feedDiscoveryLinks(title, loaderData && searchFeedHrefs(loaderData.state)),
  ];
};

/**
 * Search results (/search?keyword=…&purchaseNoticeType=…): types with their counts on the left, the
 * matches on the right (IP name, conversion method and publication time for type 47).
 */
export default function Search({ loaderData }: Route.ComponentProps) {
  const { state, rows, total, totalIsLowerBound, types, failed, problem } = loaderData;
  const navigate = useNavigate();
  // The same page serves /search and the workspace's /purHome/searchNotice: stay where it is.
  const { pathname, loading, retry } = useListPage();
  const searchHref = (next: TSearchState) => searchHrefOf(next, pathname);

  return (
    <PageSection
      title={noticeRouteMessages.searchTitle}
      extra={
        <SaveSearchButton
          conditions={{
            fullTextQuery: state.keyword,
            fullTextScope: state.scope,
            noticeTypes: state.purchaseNoticeType ? [state.purchaseNoticeType] : [],
          }}
        />
      }
      aside={
        <SearchTypeList
          entries={types}
          activeCode={state.purchaseNoticeType}
          hrefOf={(purchaseNoticeType) => searchHref({ ...state, purchaseNoticeType, current: 1 })}
        />
      }
    >
      <SearchForm
        key={`${state.keyword}|${state.scope}`}
        keyword={state.keyword}
        scope={state.scope}
        onSearch={(keyword, scope) => void navigate(searchHref({ ...state, keyword, scope, current: 1 }))}
        onReset={() =>
          void navigate(
            searchHref({ ...state, keyword: '', scope: 'all', purchaseNoticeType: undefined, current: 1 }),
          )
        }
      />
      <SearchSummary
        keyword={state.keyword}
        problem={problem}
        total={formatCount(total, totalIsLowerBound)}
      />
      <NoticeTable
        rows={rows}
        columns={state.purchaseNoticeType === IP_OPERATION_TYPE ? 'ipSearch' : 'search'}
        total={total}
        totalIsLowerBound={totalIsLowerBound}
        current={state.current}
        size={state.size}
        loading={loading}
        failed={failed}
        onRetry={retry}
        caption={searchMessages.tableCaption}
        onPageChange={(current, size) => void navigate(searchHref({ ...state, current, size }))}
      />
    </PageSection>
  );
}
