import {
  NEGATIVE_BEHAVIOUR_TYPE,
  PURCHASE_MODE_PREFIX_TYPES,
  type TNoticeListItem,
} from '@supportal/contract';

/** Purchase-mode code → label, from the OBP_PUR_MODE and OBP_PUR_MODE_LEVEL1 dictionaries. */
export type TPurchaseModeLabels = {
  purMode: ReadonlyMap<string, string>;
  purModeLevel1: ReadonlyMap<string, string>;
};

export const NO_PURCHASE_MODE_LABELS: TPurchaseModeLabels = { purMode: new Map(), purModeLevel1: new Map() };

type TTitleFields = Pick<
  TNoticeListItem,
  'noticeTitle' | 'purchaseNoticeType' | 'purMode' | 'purModeLevel1' | 'noticeType'
>;

/**
 * The prefix lists put before a title (spec section 4): '【level-1 mode/mode】' or '【mode】' for purchase
 * types with a mode, '【notice type】' for supplier negative behaviour, none otherwise. Unknown codes
 * show as they are.
 */
export const noticeTitlePrefix = (notice: TTitleFields, labels: TPurchaseModeLabels): string => {
  if (PURCHASE_MODE_PREFIX_TYPES.includes(notice.purchaseNoticeType) && notice.purMode) {
    const mode = labels.purMode.get(notice.purMode) ?? notice.purMode;
    const level1 = notice.purModeLevel1
      ? (labels.purModeLevel1.get(notice.purModeLevel1) ?? notice.purModeLevel1)
      : null;
    return level1 ? `【${level1}/${mode}】` : `【${mode}】`;
  }
  if (notice.purchaseNoticeType === NEGATIVE_BEHAVIOUR_TYPE && notice.noticeType)
    return `【${notice.noticeType}】`;
  return '';
};

export const noticeListTitle = (notice: TTitleFields, labels: TPurchaseModeLabels): string =>
  `${noticeTitlePrefix(notice, labels)}${notice.noticeTitle}`;
