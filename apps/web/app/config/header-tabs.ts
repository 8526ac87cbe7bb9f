import { HISTORY_NOTICE_TYPE, IP_OPERATION_TYPE } from '@supportal/contract';
import { paths, type TNoticeListQuery } from './paths';
import { SITE } from './site';

export type THeaderTab =
  | { key: string; label: string; kind: 'home'; href: string }
  | { key: string; label: string; kind: 'noticeList'; href: string; query: TNoticeListQuery }
  | { key: string; label: string; kind: 'external'; href: string };

const noticeTab = (key: string, label: string, query: TNoticeListQuery): THeaderTab => ({
  key,
  label,
  kind: 'noticeList',
  href: paths.noticeList.getHref(query),
  query,
});

/** Header tabs of the public layout (spec section 2), in display order. */
export const HEADER_TABS: readonly THeaderTab[] = [
  { key: 'home', label: '首页', kind: 'home', href: paths.home.getHref() },
  noticeTab('purchase', '采购公告', { purchaseNoticeType: '2' }),
  { key: 'eBidding', label: '电子竞价', kind: 'external', href: SITE.eBiddingUrl },
  noticeTab('technicalStandard', '技术标准', { purchaseNoticeType: '4' }),
  noticeTab('solicitation', '方案征集', { purchaseNoticeType: '7' }),
  noticeTab('twoWings', '两翼业务', { purchaseNoticeType: '40' }),
  noticeTab('newEnergy', '新能源合作', { purchaseNoticeType: '6' }),
  noticeTab('ipOperation', '知识产权运营', { purchaseNoticeType: IP_OPERATION_TYPE, resultsNoticeType: '2' }),
  noticeTab('history', '历史公告', { purchaseNoticeType: '2', isHis: true }),
];

/** Which tab the current address belongs to: the history tab wins whenever isHis=true. */
export const isHeaderTabActive = (tab: THeaderTab, pathname: string, search: URLSearchParams): boolean => {
  if (tab.kind === 'external') return false;
  if (tab.kind === 'home') return pathname === paths.home.path;
  if (pathname !== paths.noticeList.path) return false;
  const isHistory =
    search.get('isHis') === 'true' || search.get('purchaseNoticeType') === HISTORY_NOTICE_TYPE;
  if (tab.query.isHis) return isHistory;
  return !isHistory && search.get('purchaseNoticeType') === tab.query.purchaseNoticeType;
};
