import {
  AWARD_NOTICE_TYPES,
  DEFAULT_BUDGET_CURRENCY,
  WINNER_NOTICE_TYPES,
  VISITOR_VIEW,
  type TDictionaryGroup,
  type TDictionaryGroups,
  type TFileInfo,
  type TNoticeDraft,
} from '@supportal/contract';
import type { Dayjs } from 'dayjs';
import { toChinaTime } from '../../../lib/format-date';
import type { TPublishingUnit } from '../api/query-publishing-units';
import type { TNoticeDraftInput } from '../api/save-notice-draft';
import { noticeTemplate } from './notice-templates';

/** How the form's time pickers show and send times. */
export const NOTICE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** The dictionary groups the form picks from (admins edit them in 字典管理). */
export const NOTICE_FORM_DICTIONARY_GROUPS = [
  'OBP_PUR_MODE',
  'OBP_PUR_MODE_LEVEL1',
  'obp_notice_conversion_method',
  'obp_notice_field',
] as const satisfies readonly TDictionaryGroup[];

export type TNoticeFormDictionaryGroup = (typeof NOTICE_FORM_DICTIONARY_GROUPS)[number];

/** 项目信息 of a procurement notice as the form holds them; times as the pickers hold them. */
export type TProcurementFormValues = {
  bidDeadline?: Dayjs | null;
  bidOpeningTime?: Dayjs | null;
  budgetAmount?: string;
  budgetCurrency?: string;
  projectNumber?: string;
  contactName?: string;
  contactPhone?: string;
  contactEmail?: string;
};

/** One candidate row of a result notice as the form holds it. */
export type TAwardCandidateRow = {
  /** Set when picked from the supplier list. */
  supplierCode?: string | undefined;
  supplierName?: string;
  uscc?: string;
  rank?: number;
  bidAmount?: string;
  isWinner?: boolean;
};

export type TBlacklistRow = {
  supplierName: string;
  matterDescription: string;
  reasonName: string;
  restrictedAreaName: string;
  regionName: string;
};

export type TNoticeFormValues = {
  noticeTitle: string;
  purchaseNoticeType: string;
  resultsNoticeType?: string;
  purMode?: string;
  purModeLevel1?: string;
  orgCode: string;
  visitorView: string;
  publicationTime: Dayjs;
  effectTime?: Dayjs | null;
  failureTime?: Dayjs | null;
  noticeContent: string;
  attachments: TFileInfo[];
  blacklistEntries: TBlacklistRow[];
  awardCandidates: TAwardCandidateRow[];
  conversionMethod?: string[];
  transformationField?: string[];
  amendReason?: string;
} & TProcurementFormValues;

const toTime = (value: string | null | undefined) => (value ? toChinaTime(value) : null);

/** What the form starts from: a saved draft (or the notice an amendment starts from), else a new notice. */
export const toNoticeFormValues = (
  units: readonly TPublishingUnit[],
  draft?: TNoticeDraft,
): Partial<TNoticeFormValues> =>
  draft
    ? {
        noticeTitle: draft.noticeTitle,
        purchaseNoticeType: draft.purchaseNoticeType,
        resultsNoticeType: draft.resultsNoticeType ?? undefined,
        purMode: draft.purMode ?? undefined,
        purModeLevel1: draft.purModeLevel1 ?? undefined,
        orgCode: draft.orgCode,
        visitorView: draft.visitorView,
        publicationTime: toTime(draft.publicationTime) ?? undefined,
        effectTime: toTime(draft.effectTime),
        failureTime: toTime(draft.failureTime),
        noticeContent: draft.noticeContent,
        attachments: draft.attachments.map(
          (file) => ({ id: file.id, fileName: file.fileName, fileSize: file.fileSize }) as TFileInfo,
        ),
        blacklistEntries: draft.blacklistEntries.map((entry) => ({ ...entry })),
        awardCandidates: draft.awardCandidates.map((candidate) => ({
          supplierCode: candidate.supplierCode ?? undefined,
          supplierName: candidate.supplierName,
          uscc: candidate.uscc,
          rank: candidate.rank,
          bidAmount: candidate.bidAmount,
          isWinner: candidate.isWinner,
        })),
        conversionMethod: draft.conversionMethod,
        transformationField: draft.transformationField,
        amendReason: draft.amendReason ?? undefined,
        bidDeadline: toTime(draft.bidDeadline),
        bidOpeningTime: toTime(draft.bidOpeningTime),
        budgetAmount: draft.budgetAmount ?? undefined,
        budgetCurrency: draft.budgetCurrency ?? DEFAULT_BUDGET_CURRENCY,
        projectNumber: draft.projectNumber ?? undefined,
        contactName: draft.contactName ?? undefined,
        contactPhone: draft.contactPhone ?? undefined,
        contactEmail: draft.contactEmail ?? undefined,
      }
    : {
        orgCode: units[0]?.orgCode,
        visitorView: VISITOR_VIEW.public,
        noticeContent: noticeTemplate(undefined),
        attachments: [],
        blacklistEntries: [],
        awardCandidates: [],
        budgetCurrency: DEFAULT_BUDGET_CURRENCY,
      };

/**
 * The candidates as the save call takes them: every row for a result type (winners only where the
 * type has them), none for other types, so rows typed before the type changed are cleared.
 */
const awardCandidatesOf = (values: TNoticeFormValues) => {
  if (!AWARD_NOTICE_TYPES.includes(values.purchaseNoticeType)) return [];
  const withWinners = WINNER_NOTICE_TYPES.includes(values.purchaseNoticeType);
  return (values.awardCandidates ?? []).map((row) => ({
    supplierCode: row.supplierCode,
    supplierName: row.supplierName ?? '',
    uscc: (row.uscc ?? '').trim().toUpperCase(),
    rank: row.rank ?? 0,
    bidAmount: (row.bidAmount ?? '').trim(),
    isWinner: withWinners && Boolean(row.isWinner),
  }));
};

/** 项目信息 as the save call takes them (blank fields left out). */
const procurementFieldsOf = (values: TProcurementFormValues) => {
  const text = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  const budgetAmount = text(values.budgetAmount);
  return {
    bidDeadline: values.bidDeadline?.format(NOTICE_TIME_FORMAT),
    bidOpeningTime: values.bidOpeningTime?.format(NOTICE_TIME_FORMAT),
    budgetAmount,
    budgetCurrency: budgetAmount ? (values.budgetCurrency ?? DEFAULT_BUDGET_CURRENCY) : undefined,
    projectNumber: text(values.projectNumber),
    contactName: text(values.contactName),
    contactPhone: text(values.contactPhone),
    contactEmail: text(values.contactEmail),
  };
};

/** Which notice the save is about and what it does with it. */
export type TNoticeSaveTarget = {
  /** Editing a saved draft (its id), not creating one. */
  draftId?: string | undefined;
  /** An amendment of this published notice. */
  amendsNoticeId?: string | undefined;
  /** The type has 项目信息 (a procurement type). */
  isProcurement: boolean;
  /** 提交审批 rather than 保存草稿. */
  submit: boolean;
};

/** The form's values as the save call takes them. */
export const toNoticeDraftInput = (
  values: TNoticeFormValues,
  { draftId, amendsNoticeId, isProcurement, submit }: TNoticeSaveTarget,
): TNoticeDraftInput => ({
  ...(draftId ? { id: draftId } : {}),
  ...(amendsNoticeId ? { amendsNoticeId } : {}),
  noticeTitle: values.noticeTitle,
  purchaseNoticeType: values.purchaseNoticeType,
  resultsNoticeType: values.resultsNoticeType,
  purMode: values.purMode,
  purModeLevel1: values.purModeLevel1,
  orgCode: values.orgCode,
  visitorView: values.visitorView as '0' | '1',
  publicationTime: values.publicationTime.format(NOTICE_TIME_FORMAT),
  effectTime: values.effectTime?.format(NOTICE_TIME_FORMAT),
  failureTime: values.failureTime?.format(NOTICE_TIME_FORMAT),
  noticeContent: values.noticeContent,
  attachmentFileIds: values.attachments.map((file) => file.id),
  blacklistEntries: values.blacklistEntries,
  awardCandidates: awardCandidatesOf(values),
  conversionMethod: values.conversionMethod,
  transformationField: values.transformationField,
  amendReason: values.amendReason,
  // Other types refuse these fields; values typed before the type changed are left behind.
  ...(isProcurement ? procurementFieldsOf(values) : {}),
  submit,
});

/** Wire fields the server may name whose values the form holds under another field. */
export const NOTICE_FIELD_RENAMES = { attachmentFileIds: 'attachments', file: 'attachments' } as const;

/** The choices of a dictionary group the form picks from. */
export const dictionaryOptionsOf = (dictionary: TDictionaryGroups, group: TNoticeFormDictionaryGroup) =>
  (dictionary[group] ?? []).map((entry) => ({ value: entry.value, label: entry.label }));
