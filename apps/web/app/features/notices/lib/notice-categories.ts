import {
  IP_OPERATION_TYPE,
  NEGATIVE_BEHAVIOUR_TYPE,
  noticeTypeLabel,
  NOTICE_TYPES,
} from '@supportal/contract';
import { noticeMessages } from '../messages';

/** One entry of the notice list's side nav: a type, optionally narrowed to a results sub-type. */
export type TNoticeCategory = {
  key: string;
  label: string;
  /** A notice type code, or 'his' for every history notice. */
  purchaseNoticeType: string;
  resultsNoticeType?: string;
};

/** The side nav shown beside a list: the sub-categories of one main type. */
export type TNoticeCategoryGroup = {
  key: string;
  title: string;
  categories: readonly TNoticeCategory[];
  /** Whether the list offers the 全部/总部/省分/地市 tabs (types published at several levels). */
  levelTabs: boolean;
};

const typeCategory = (purchaseNoticeType: string): TNoticeCategory => ({
  key: purchaseNoticeType,
  label: noticeTypeLabel(purchaseNoticeType) ?? purchaseNoticeType,
  purchaseNoticeType,
});

const resultsCategory = (purchaseNoticeType: string, resultsNoticeType: string): TNoticeCategory => {
  const type = NOTICE_TYPES.find((candidate) => candidate.code === purchaseNoticeType);
  const results =
    type && 'resultTypes' in type
      ? type.resultTypes.find((candidate) => candidate.code === resultsNoticeType)
      : undefined;
  return {
    key: `${purchaseNoticeType}-${resultsNoticeType}`,
    label: results?.label ?? resultsNoticeType,
    purchaseNoticeType,
    resultsNoticeType,
  };
};

const singleTypeGroup = (purchaseNoticeType: string, levelTabs = false): TNoticeCategoryGroup => ({
  key: purchaseNoticeType,
  title: noticeTypeLabel(purchaseNoticeType) ?? noticeMessages.listTitle,
  categories: [typeCategory(purchaseNoticeType)],
  levelTabs,
});

/**
 * The side navs (spec section 2): every type belongs to exactly one. Supplier negative behaviour (3)
 * is for logged-in users: its sub-categories 一般 / 严重 / 特别严重 (results types 1, 2, 4).
 */
export const NOTICE_CATEGORY_GROUPS: readonly TNoticeCategoryGroup[] = [
  {
    key: 'purchase',
    title: noticeMessages.groupPurchase,
    categories: ['2', '8', '33', '45', '16', '49'].map(typeCategory),
    levelTabs: true,
  },
  {
    key: 'supplier',
    title: noticeMessages.groupSupplier,
    categories: [
      typeCategory('24'),
      typeCategory('28'),
      resultsCategory('41', '41'),
      resultsCategory('41', '42'),
      resultsCategory('41', '44'),
      typeCategory('42'),
      typeCategory('43'),
    ],
    levelTabs: true,
  },
  singleTypeGroup('4'),
  singleTypeGroup('7'),
  singleTypeGroup('40', true),
  singleTypeGroup('6', true),
  {
    key: IP_OPERATION_TYPE,
    title: noticeTypeLabel(IP_OPERATION_TYPE) ?? '',
    categories: [resultsCategory(IP_OPERATION_TYPE, '2'), resultsCategory(IP_OPERATION_TYPE, '1')],
    levelTabs: false,
  },
  {
    key: NEGATIVE_BEHAVIOUR_TYPE,
    title: noticeTypeLabel(NEGATIVE_BEHAVIOUR_TYPE) ?? '',
    categories: ['1', '2', '4'].map((results) => resultsCategory(NEGATIVE_BEHAVIOUR_TYPE, results)),
    levelTabs: false,
  },
  {
    key: 'platform',
    title: noticeMessages.groupPlatform,
    categories: ['29', '5', '19', '30'].map(typeCategory),
    levelTabs: false,
  },
];

export type TCategoryChoice = { group: TNoticeCategoryGroup; category: TNoticeCategory };

const PURCHASE_GROUP = NOTICE_CATEGORY_GROUPS[0] as TNoticeCategoryGroup;

/**
 * The nav and entry an address points at: the exact type and results sub-type first, then the first
 * entry of the type; a known type outside every nav gets a nav of its own, anything else the
 * procurement notices.
 */
export const findCategory = (purchaseNoticeType: string, resultsNoticeType?: string): TCategoryChoice => {
  const entries = NOTICE_CATEGORY_GROUPS.flatMap((group) =>
    group.categories.map((category) => ({ group, category })),
  );
  const sameType = entries.filter(({ category }) => category.purchaseNoticeType === purchaseNoticeType);
  const exact = sameType.find(
    ({ category }) => (category.resultsNoticeType ?? '') === (resultsNoticeType ?? ''),
  );
  const found = exact ?? sameType[0];
  if (found) return found;
  if (noticeTypeLabel(purchaseNoticeType)) {
    const group = singleTypeGroup(purchaseNoticeType);
    return { group, category: group.categories[0] as TNoticeCategory };
  }
  return { group: PURCHASE_GROUP, category: PURCHASE_GROUP.categories[0] as TNoticeCategory };
};

export const HISTORY_ALL_CATEGORY_KEY = 'his';

/**
 * The history nav: 全部历史公告 (a show-all entry) and the types the history-types call reports, in
 * the order of the notice-type table.
 */
export const historyCategoryGroup = (
  historyTypes: Readonly<Record<string, string>>,
): TNoticeCategoryGroup => {
  const known = NOTICE_TYPES.filter((type) => type.code in historyTypes).map((type) => type.code as string);
  const others = Object.keys(historyTypes).filter((code) => !known.includes(code));
  return {
    key: 'history',
    title: noticeMessages.historyTitle,
    categories: [
      { key: HISTORY_ALL_CATEGORY_KEY, label: noticeMessages.historyAll, purchaseNoticeType: 'his' },
      ...[...known, ...others].map((code) => ({
        key: code,
        label: historyTypes[code] || (noticeTypeLabel(code) ?? code),
        purchaseNoticeType: code,
      })),
    ],
    levelTabs: false,
  };
};

/** The history nav and its entry for a type: the type if it has history notices, else 全部历史公告. */
export const findHistoryCategory = (
  historyTypes: Readonly<Record<string, string>>,
  purchaseNoticeType: string,
): TCategoryChoice => {
  const group = historyCategoryGroup(historyTypes);
  const category =
    group.categories.find((entry) => entry.purchaseNoticeType === purchaseNoticeType) ??
    (group.categories[0] as TNoticeCategory);
  return { group, category };
};
