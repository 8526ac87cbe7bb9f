import type { TFullTextHit, TNoticeListItem } from '@supportal/contract';
import type { TLinkViewer } from '../../../config/paths';
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
