import type { TNoticePage } from '@supportal/contract';
import { Button, Space } from 'antd';
import { useSearchParams } from 'react-router';
import { PageSection } from '../../components/page/page-section';
import { pageTitle } from '../../config/site';
import { loadHistoryNoticeTypes } from '../../features/notices/api/get-his-notice-type';
import { loadNoticePage } from '../../features/notices/api/query-notice';
import { IpOperationHint } from '../../features/notices/components/ip-operation-hint';
import { NoticeFilterForm } from '../../features/notices/components/notice-filter-form';
import { NoticeLevelTabs } from '../../features/notices/components/notice-level-tabs';
import { NoticeSideNav } from '../../features/notices/components/notice-side-nav';
import { NoticeTable } from '../../features/notices/components/notice-table';
import {
  findCategory,
  findHistoryCategory,
  type TNoticeCategory,
} from '../../features/notices/lib/notice-categories';
import {
  FILTER_AND_PAGE_FIELDS,
  isIpOperationList,
  isShowAllList,
  noticeListFeedHrefs,
  parseNoticeListParams,
  toQueryNoticeRequest,
  unitLevelOf,
  withListParams,
  type TNoticeListState,
} from '../../features/notices/lib/notice-list-query';
import { toNoticeRows } from '../../features/notices/lib/notice-row';
import { noticeMessages } from '../../features/notices/messages';
import { SaveSearchButton } from '../../features/saved-searches/components/save-search-button';
import { loadDictionaryGroupsOrEmpty, NOTICE_LABEL_GROUPS } from '../../lib/dictionary/find-by-type-not-auth';
import {
  browserLoaderOf,
  loadPageOrFailure,
  loggedFallback,
  serverLoaderOf,
  type TLoaderCalls,
} from '../../lib/loader-calls';
import { feedDiscoveryLinks } from '../../lib/notice-feeds';
import { useListPage } from '../../lib/use-list-page';
import type { Route } from './+types/notice-list';

const LIST_DICTIONARY_GROUPS = [...NOTICE_LABEL_GROUPS, 'obp_notice_field'] as const;

const EMPTY_PAGE: TNoticePage = { records: [], total: 0, current: 1, size: 0 };

/**
 * Everything the list shows, from its address. Runs on the server for the first HTML and in the
 * browser for later navigations, where tabs reuse their cached list and show-all tabs reload.
 */
const loadNoticeList = async (calls: TLoaderCalls, params: URLSearchParams) => {
  const requested = parseNoticeListParams(params);
  const [dictionary, historyTypes] = await Promise.all([
    loadDictionaryGroupsOrEmpty(calls.reference, LIST_DICTIONARY_GROUPS),
    requested.isHistory
      ? loadHistoryNoticeTypes(calls.reference).catch(loggedFallback('history types', null))
      : undefined,
  ]);
  const { group, category } = requested.isHistory
    ? findHistoryCategory(historyTypes ?? {}, requested.purchaseNoticeType)
    : findCategory(requested.purchaseNoticeType, requested.resultsNoticeType);
  const state: TNoticeListState = {
    ...requested,
    purchaseNoticeType: category.purchaseNoticeType,
    resultsNoticeType: category.resultsNoticeType,
    levelIndex: group.levelTabs ? requested.levelIndex : undefined,
  };
  // A failed history-types call stops loading (spec section 8); a failed list says it failed.
  const { page, failed } =
    requested.isHistory && historyTypes === null
      ? { page: EMPTY_PAGE, failed: true }
      : await loadPageOrFailure(
          loadNoticePage(
            isShowAllList(state, group.levelTabs) ? calls.fresh : calls.cached,
            toQueryNoticeRequest(state, calls.viewer),
          ),
          'notice list',
          EMPTY_PAGE,
        );
  return {
    state,
    group,
    failed,
    activeCategoryKey: category.key,
    title: category.label,
    ...toNoticeRows(page, dictionary, calls.viewer),
    fieldOptions: dictionary.obp_notice_field ?? [],
    conversionMethodOptions: dictionary.obp_notice_conversion_method ?? [],
  };
};

export const loader = serverLoaderOf(loadNoticeList);

export const clientLoader = browserLoaderOf(loadNoticeList);

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const feeds = loaderData ? noticeListFeedHrefs(loaderData.state) : undefined;
  return [
    {
      title: pageTitle(
        loaderData?.state.isHistory
          ? `${noticeMessages.historyTitle} - ${loaderData.title}`
          : (loaderData?.title ?? noticeMessages.listTitle),
      ),
    },
    ...feedDiscoveryLinks(loaderData?.title ?? '', feeds),
  ];
};

/** The filter fields of the address: the form starts over whenever they change (back button included). */
const filterKeyOf = (state: TNoticeListState) =>
  JSON.stringify([
    state.purchaseNoticeType,
    state.resultsNoticeType,
    state.orgName,
    state.noticeTitle,
    state.dateFrom,
    state.dateTo,
    state.transformationField,
    state.conversionMethod,
  ]);

/**
 * Notice list by type (/purAnnouncement): side nav of sub-categories, level tabs, filters, table and
 * paging, all kept in the address; the intellectual-property list (type 47) has its own filters and
 * columns.
 */
export default function NoticeList({ loaderData }: Route.ComponentProps) {
  const { state, group, activeCategoryKey, title, rows, total, totalIsLowerBound, failed } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  // The same page serves /purAnnouncement and the workspace's /purHome/noticeList: stay where it is.
  const { pathname, loading, retry } = useListPage();
  const ip = isIpOperationList(state);
  const feeds = noticeListFeedHrefs(state);

  const categoryHref = (category: TNoticeCategory) => {
    const next = withListParams(searchParams, {
      ...FILTER_AND_PAGE_FIELDS,
      purchaseNoticeType: category.purchaseNoticeType,
      resultsNoticeType: category.resultsNoticeType,
    });
    return `${pathname}?${next.toString()}`;
  };

  return (
    <PageSection
      title={title}
      trail={state.isHistory ? [noticeMessages.historyTitle, title] : [group.title, title]}
      extra={
        state.isHistory ? null : (
          <Space>
            {feeds ? (
              <Button type="link" href={feeds.rss} title={noticeMessages.feedLinkTitle(title)}>
                {noticeMessages.feedLink}
              </Button>
            ) : null}
            <SaveSearchButton
              conditions={{
                keyword: state.noticeTitle,
                noticeTypes: state.purchaseNoticeType.split(',').filter(Boolean),
                unitLevel: unitLevelOf(state),
              }}
            />
          </Space>
        )
      }
      aside={<NoticeSideNav group={group} activeKey={activeCategoryKey} hrefOf={categoryHref} />}
    >
      {group.levelTabs ? (
        <NoticeLevelTabs
          levelIndex={state.levelIndex}
          onChange={(levelIndex) =>
            setSearchParams(withListParams(searchParams, { levelIndex, current: undefined }))
          }
        />
      ) : null}
      {ip ? <IpOperationHint /> : null}
      <NoticeFilterForm
        key={filterKeyOf(state)}
        variant={ip ? 'ip' : 'standard'}
        values={state}
        fieldOptions={loaderData.fieldOptions}
        conversionMethodOptions={loaderData.conversionMethodOptions}
        onSubmit={(values) =>
          setSearchParams(withListParams(searchParams, { ...values, current: undefined }))
        }
        onReset={() => setSearchParams(withListParams(searchParams, FILTER_AND_PAGE_FIELDS))}
      />
      <NoticeTable
        rows={rows}
        columns={ip ? 'ipList' : 'list'}
        total={total}
        totalIsLowerBound={totalIsLowerBound}
        current={state.current}
        size={state.size}
        loading={loading}
        failed={failed}
        onRetry={retry}
        caption={noticeMessages.tableCaption(title)}
        onPageChange={(current, size) =>
          setSearchParams(withListParams(searchParams, { current: current > 1 ? current : undefined, size }))
        }
      />
    </PageSection>
  );
}
