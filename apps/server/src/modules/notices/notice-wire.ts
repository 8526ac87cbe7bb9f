import {
  AWARD_CURRENCY,
  noticeTypeLabel,
  type TNoticeAwardCandidate,
  type TNoticeListItem,
  type TNoticeProcurementFields,
} from '@supportal/contract';
import { notices, type TStoredAwardCandidate } from '../../db/schema/index.js';
import { formatChinaTime } from '../../lib/china-time.js';

/** The structured procurement fields of a notice (the wire's, mapped by toProcurementFields). */
export const procurementColumns = {
  bidDeadline: notices.bidDeadline,
  bidOpeningAt: notices.bidOpeningAt,
  budgetAmount: notices.budgetAmount,
  budgetCurrency: notices.budgetCurrency,
  projectNumber: notices.projectNumber,
  contactName: notices.contactName,
  contactPhone: notices.contactPhone,
  contactEmail: notices.contactEmail,
};

/** The columns a list item is made of (toNoticeListItem). */
export const listColumns = {
  id: notices.id,
  title: notices.title,
  state: notices.state,
  purchaseNoticeType: notices.purchaseNoticeType,
  resultsNoticeType: notices.resultsNoticeType,
  purMode: notices.purMode,
  purModeLevel1: notices.purModeLevel1,
  unitLevel: notices.unitLevel,
  orgName: notices.orgName,
  provAdmName: notices.provAdmName,
  isHistory: notices.isHistory,
  conversionMethod: notices.conversionMethod,
  transformationField: notices.transformationField,
  blackCode: notices.blackCode,
  publishedAt: notices.publishedAt,
  createdAt: notices.createdAt,
  effectAt: notices.effectAt,
  expireAt: notices.expireAt,
  ...procurementColumns,
};

type TNoticeListRow = { [K in keyof typeof listColumns]: (typeof listColumns)[K]['_']['data'] | null };

/** The structured procurement fields of a notice or of a version of it, as the wire names them. */
export const toProcurementFields = (
  row: Pick<TNoticeListRow, keyof typeof procurementColumns>,
): TNoticeProcurementFields => ({
  bidDeadline: formatChinaTime(row.bidDeadline),
  bidOpeningTime: formatChinaTime(row.bidOpeningAt),
  budgetAmount: row.budgetAmount,
  budgetCurrency: row.budgetCurrency,
  projectNumber: row.projectNumber,
  contactName: row.contactName,
  contactPhone: row.contactPhone,
  contactEmail: row.contactEmail,
});

export const toNoticeListItem = (row: TNoticeListRow): TNoticeListItem => ({
  noticeId: String(row.id),
  noticeTitle: row.title ?? '',
  noticeState: row.state === '0' ? '0' : '1',
  purchaseNoticeType: row.purchaseNoticeType ?? '',
  resultsNoticeType: row.resultsNoticeType,
  noticeType: noticeTypeLabel(row.purchaseNoticeType ?? '', row.resultsNoticeType) ?? null,
  purMode: row.purMode,
  purModeLevel1: row.purModeLevel1,
  unitLevel: row.unitLevel,
  orgName: row.orgName,
  provAdmName: row.provAdmName,
  publicationTimeStr: formatChinaTime(row.publishedAt),
  // Clients read createTime as the moment a notice became public (alert bots stop at the first one
  // older than what they saw last); when it was written is authoringTime.
  createTime: formatChinaTime(row.publishedAt),
  authoringTime: formatChinaTime(row.createdAt),
  effectTime: formatChinaTime(row.effectAt),
  failureTime: formatChinaTime(row.expireAt),
  conversionMethod: row.conversionMethod,
  transformationField: row.transformationField,
  blackCode: row.blackCode,
  isHistory: row.isHistory ? '1' : '0',
  ...toProcurementFields(row),
});

/** The candidates of a notice or draft as the wire shows them, by rank. */
export const toAwardCandidates = (rows: readonly TStoredAwardCandidate[]): TNoticeAwardCandidate[] =>
  [...rows]
    .sort((a, b) => a.rank - b.rank)
    .map((row) => ({
      supplierCode: row.supplierCode,
      supplierName: row.supplierName,
      uscc: row.uscc,
      rank: row.rank,
      bidAmount: row.bidAmount,
      currency: AWARD_CURRENCY,
      isWinner: row.isWinner,
    }));
