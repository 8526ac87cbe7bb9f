import type { TDictionaryGroups, TFullTextHit, TNoticeListItem } from '@supportal/contract';
import type { TLinkViewer } from '../../../config/paths';
import { noticeLabels } from '../../../lib/dictionary/find-by-type-not-auth';
import { formatDate } from '../../../lib/format-date';
import { toNoticeLink, type TNoticeLink } from './notice-link';
import type { TPurchaseModeLabels } from './notice-title';

/** Dictionary labels a list row needs: purchase modes for the title prefix, conversion methods for IP. */
export type TNoticeRowLabels = TPurchaseModeLabels & {
  conversionMethod: ReadonlyMap<string, string>;
};

/** A notice as a table row: titled, dated (YYYY-MM-DD or '--') and labelled before it reaches the table. */
export type TNoticeRow = TNoticeLink & {
  unitName: string;
  provinceName: string;
  typeCode: string;
  typeLabel: string;
  effectDate: string;
  failureDate: string;
  /** Intellectual property: the conversion methods' labels, joined with '、'. */
  conversionMethods: string;
  /** Search results: where the notice matched the full-text query. */
  hit?: TFullTextHit;
};

const labelsOf = (codes: string | null, labels: ReadonlyMap<string, string>): string =>
  (codes ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean)
    .map((code) => labels.get(code) ?? code)
    .join('、');

export const toNoticeRow = (
  notice: TNoticeListItem,
  labels: TNoticeRowLabels,
  viewer?: TLinkViewer,
): TNoticeRow => ({
  ...toNoticeLink(notice, labels, viewer),
  unitName: notice.orgName ?? notice.provAdmName ?? '--',
  provinceName: notice.provAdmName ?? '--',
  typeCode: notice.purchaseNoticeType,
  typeLabel: notice.noticeType ?? '--',
  effectDate: formatDate(notice.effectTime),
  failureDate: formatDate(notice.failureTime),
  conversionMethods: labelsOf(notice.conversionMethod, labels.conversionMethod) || '--',
});

/** A loaded page of notices as a table shows it: labelled rows (with their hit, for search), and its total. */
export const toNoticeRows = (
  page: {
    records: readonly (TNoticeListItem & { hit?: TFullTextHit })[];
    total: number;
    totalIsLowerBound?: boolean;
  },
  dictionary: TDictionaryGroups,
  viewer: TLinkViewer,
) => {
  const labels = noticeLabels(dictionary);
  return {
    rows: page.records.map((notice): TNoticeRow => ({
      ...toNoticeRow(notice, labels, viewer),
      ...(notice.hit ? { hit: notice.hit } : {}),
    })),
    total: page.total,
    totalIsLowerBound: page.totalIsLowerBound ?? false,
  };
};
