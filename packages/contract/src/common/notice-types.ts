/** Notice type codes (purchaseNoticeType) of spec section 3. */
export const NOTICE_TYPES = [
  { code: '2', label: '采购公告' },
  { code: '8', label: '候选人公示' },
  { code: '33', label: '采购结果公示' },
  { code: '45', label: '候选人及结果公示' },
  { code: '16', label: '物资拍卖' },
  {
    code: '3',
    label: '供应商不良行为',
    resultTypes: [
      { code: '1', label: '一般不良行为' },
      { code: '2', label: '严重不良行为' },
      { code: '4', label: '特别严重不良行为' },
    ],
  },
  { code: '24', label: '供应商分级结果' },
  { code: '28', label: '到货检验报告' },
  { code: '4', label: '技术标准及入网检测' },
  { code: '7', label: '方案征集' },
  { code: '6', label: '新能源合作' },
  { code: '29', label: '平台公告' },
  { code: '5', label: '系统升级' },
  { code: '40', label: '两翼业务' },
  {
    code: '41',
    label: '供应商履约及后评价公示',
    resultTypes: [
      { code: '41', label: '履约评价公示' },
      { code: '42', label: '价格调整公示' },
      { code: '44', label: '应付账款清理公示' },
    ],
  },
  { code: '42', label: '价格调整及履约结果' },
  { code: '19', label: '集约电商结果' },
  { code: '43', label: '认证公告' },
  { code: '30', label: '其他公告' },
  {
    code: '47',
    label: '知识产权运营',
    resultTypes: [
      { code: '2', label: '待转化' },
      { code: '1', label: '已转化' },
    ],
  },
  { code: '49', label: '预告公告' },
] as const satisfies readonly {
  code: string;
  label: string;
  resultTypes?: readonly { code: string; label: string }[];
}[];

export type TNoticeTypeCode = (typeof NOTICE_TYPES)[number]['code'];
export const NOTICE_TYPE_CODES = NOTICE_TYPES.map((type) => type.code) as readonly TNoticeTypeCode[];

/** The pseudo-type of the history tab: it lists notices with isHistory '1'. */
export const HISTORY_NOTICE_TYPE = 'his';
/** Types whose list titles get the purchase-mode prefix (spec section 4). */
export const PURCHASE_MODE_PREFIX_TYPES: readonly string[] = ['2', '8', '33', '45'];
/**
 * Procurement types: the purchase-mode types of spec section 4 (announcement, candidate and result
 * publicity) plus material auction (bids) and scheme solicitation (responses). Only these carry the
 * structured procurement fields (deadline, bid opening, budget, project number, contact).
 */
export const PROCUREMENT_NOTICE_TYPES: readonly string[] = [...PURCHASE_MODE_PREFIX_TYPES, '16', '7'];
/** Type whose list titles get the notice-type-label prefix. */
export const NEGATIVE_BEHAVIOUR_TYPE = '3';
export const BLACKLIST_NOTICE_TYPE = '3';
export const IP_OPERATION_TYPE = '47';
export const ADVANCE_NOTICE_TYPE = '49';
/**
 * Types only logged-in users read (black-list notices are published so): the search's type list shows
 * them only to them, and no list advertises a public feed of them (it would stay empty for everyone).
 */
export const LOGGED_IN_ONLY_NOTICE_TYPES: readonly string[] = [NEGATIVE_BEHAVIOUR_TYPE];
/**
 * The 公示 types (publicity of candidates, results and supplier evaluations) that /announcement
 * (公告公示) lists: those labelled so in the table above.
 */
export const PUBLICITY_NOTICE_TYPES: readonly string[] = NOTICE_TYPES.filter((type) =>
  type.label.endsWith('公示'),
).map((type) => type.code);

/** The label of a type, or of its result sub-type when it has one (一般不良行为 rather than 供应商不良行为). */
export const noticeTypeLabel = (code: string, resultCode?: string | null): string | undefined => {
  const type = NOTICE_TYPES.find((candidate) => candidate.code === code);
  const resultTypes: readonly { code: string; label: string }[] | undefined =
    type && 'resultTypes' in type ? type.resultTypes : undefined;
  return resultTypes?.find((result) => result.code === resultCode)?.label ?? type?.label;
};

/** visitorView values: '1' anyone may read, '0' only logged-in users. */
export const VISITOR_VIEW = { public: '1', loggedInOnly: '0' } as const;
/** noticeState '0' means disabled or expired: greyed in lists, still clickable. */
export const NOTICE_STATE = { disabled: '0', active: '1' } as const;
