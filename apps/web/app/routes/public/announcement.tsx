import type { TNoticePage, TOrg } from '@supportal/contract';
import { useSearchParams } from 'react-router';
import { PageSection } from '../../components/page/page-section';
import { pageTitle } from '../../config/site';
import { loadNoticePage } from '../../features/notices/api/query-notice';
import { AnnouncementFilterForm } from '../../features/notices/components/announcement-filter-form';
import { NoticeTable } from '../../features/notices/components/notice-table';
import {
  FILTER_AND_PAGE_FIELDS,
  parseAnnouncementParams,
  toQueryNoticeRequest,
  withListParams,
  type TNoticeListState,
} from '../../features/notices/lib/notice-list-query';
import { toNoticeRows } from '../../features/notices/lib/notice-row';
import { noticeMessages } from '../../features/notices/messages';
import { loadProvincesOrNone } from '../../lib/dictionary/find-adm-info-for-province-or-city';
import { loadDictionaryGroupsOrEmpty, NOTICE_LABEL_GROUPS } from '../../lib/dictionary/find-by-type-not-auth';
import { loadPurchasingUnits } from '../../lib/dictionary/get-org3-all';
import {
  browserLoaderOf,
  loadPageOrFailure,
  loggedFallback,
  serverLoaderOf,
  type TLoaderCalls,
} from '../../lib/loader-calls';
import { useListPage } from '../../lib/use-list-page';
import type { Route } from './+types/announcement';
import { routeMessages } from './messages';

const EMPTY_PAGE: TNoticePage = { records: [], total: 0, current: 1, size: 0 };

/**
 * The 公示 notices the address asks for, and the filters' choices (provinces, purchasing units).
 * Failures of the choices leave a choice empty; a failed list says it failed.
 */
const loadAnnouncements = async (calls: TLoaderCalls, params: URLSearchParams) => {
  const state = parseAnnouncementParams(params);
  const [provinces, units, dictionary, { page, failed }] = await Promise.all([
    loadProvincesOrNone(calls.reference),
    loadPurchasingUnits(calls.reference).catch(loggedFallback<TOrg[]>('units', [])),
    loadDictionaryGroupsOrEmpty(calls.reference, NOTICE_LABEL_GROUPS),
    loadPageOrFailure(
      loadNoticePage(calls.cached, toQueryNoticeRequest(state, calls.viewer)),
      'announcements',
      EMPTY_PAGE,
    ),
  ]);
  return { state, provinces, units, failed, ...toNoticeRows(page, dictionary, calls.viewer) };
};

export const loader = serverLoaderOf(loadAnnouncements);

export const clientLoader = browserLoaderOf(loadAnnouncements);

export const meta: Route.MetaFunction = () => [{ title: pageTitle(routeMessages.announcementTitle) }];

/** The filter fields of the address: the form starts over whenever they change (back button included). */
const filterKeyOf = (state: TNoticeListState) =>
  JSON.stringify([state.provAdmCode, state.orgCode, state.noticeTitle, state.dateFrom, state.dateTo]);

/**
 * 公告公示 (/announcement): the 公示 notices (candidates, results, supplier evaluations) by province,
 * unit, title and publish date, paged, all kept in the address like the other public lists.
 */
export default function Announcement({ loaderData }: Route.ComponentProps) {
  const { state, rows, total, totalIsLowerBound, failed } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const { loading, retry } = useListPage();
  return (
    <PageSection title={routeMessages.announcementTitle}>
      <AnnouncementFilterForm
        key={filterKeyOf(state)}
        provinces={loaderData.provinces}
        units={loaderData.units}
        values={state}
        onSubmit={(values) =>
          setSearchParams(withListParams(searchParams, { ...values, current: undefined }))
        }
        onReset={() => setSearchParams(withListParams(searchParams, FILTER_AND_PAGE_FIELDS))}
      />
      <NoticeTable
        rows={rows}
        columns="announcement"
        total={total}
        totalIsLowerBound={totalIsLowerBound}
        current={state.current}
        size={state.size}
        loading={loading}
        failed={failed}
        onRetry={retry}
        caption={noticeMessages.announcementCaption}
        onPageChange={(current, size) =>
          setSearchParams(withListParams(searchParams, { current: current > 1 ? current : undefined, size }))
        }
      />
    </PageSection>
  );
}
