import {
  FOUR_A_RESET_PASSWORD_KEY,
  INTERFACE_ENTRIES,
  NOTICE_TYPES,
  type TDictionaryGroup,
} from '@supportal/contract';
import { formatChinaTime } from '../lib/china-time.js';
import { PARTNER_EXAMPLE_PATH } from '../modules/partners/index.js';
import type { TDictionaryEntryRow } from '../modules/dictionary/index.js';
import { COMPANY_EMAIL_DOMAIN } from './areas-and-orgs.js';

export type TDictionaryItem = { value: string; label: string; enabled?: boolean };

export type TPurchaseMode = TDictionaryItem & {
  /** The level-1 mode this mode belongs to. */
  level1: TDictionaryItem;
  /** How the notice title names this kind of procurement. */
  noticeSuffix: string;
  weight: number;
};

export const PUR_MODE_LEVEL1 = {
  tendering: { value: '1', label: '招标采购' },
  nonTendering: { value: '2', label: '非招标采购' },
} as const satisfies Record<string, TDictionaryItem>;

/** OBP_PUR_MODE; weights follow how often each mode shows up on a real procurement portal. */
export const PUR_MODES: readonly TPurchaseMode[] = [
  { value: '01', label: '公开招标', level1: PUR_MODE_LEVEL1.tendering, noticeSuffix: '招标公告', weight: 34 },
  {
    value: '02',
    label: '邀请招标',
    level1: PUR_MODE_LEVEL1.tendering,
    noticeSuffix: '邀请招标公告',
    weight: 5,
  },
  {
    value: '03',
    label: '竞争性谈判',
    level1: PUR_MODE_LEVEL1.nonTendering,
    noticeSuffix: '竞争性谈判公告',
    weight: 12,
  },
  {
    value: '04',
    label: '询价',
    level1: PUR_MODE_LEVEL1.nonTendering,
    noticeSuffix: '询价采购公告',
    weight: 12,
  },
  {
    value: '05',
    label: '单一来源',
    level1: PUR_MODE_LEVEL1.nonTendering,
    noticeSuffix: '单一来源采购公示',
    weight: 5,
  },
  { value: '06', label: '比选', level1: PUR_MODE_LEVEL1.nonTendering, noticeSuffix: '比选公告', weight: 16 },
  {
    value: '07',
    label: '竞争性磋商',
    level1: PUR_MODE_LEVEL1.nonTendering,
    noticeSuffix: '竞争性磋商公告',
    weight: 9,
  },
  {
    value: '08',
    label: '框架协议',
    level1: PUR_MODE_LEVEL1.nonTendering,
    noticeSuffix: '框架协议采购公告',
    weight: 7,
  },
];

/** obp_notice_field: fields of intellectual property offered for conversion (type 47). */
export const IP_FIELDS: readonly TDictionaryItem[] = [
  { value: '01', label: '通信技术' },
  { value: '02', label: '新能源' },
  { value: '03', label: '物联网' },
  { value: '04', label: '人工智能' },
  { value: '05', label: '节能环保' },
  { value: '06', label: '智能制造' },
  { value: '07', label: '新材料' },
  { value: '08', label: '信息安全' },
];

/** obp_notice_conversion_method. */
export const IP_CONVERSION_METHODS: readonly TDictionaryItem[] = [
  { value: '01', label: '转让' },
  { value: '02', label: '许可' },
  { value: '03', label: '作价入股' },
  { value: '04', label: '合作开发' },
  { value: '05', label: '质押融资' },
];

const interfaceHost = (subdomain: string) => `https://${subdomain}.${COMPANY_EMAIL_DOMAIN}`;

/** The demo's embedded partner systems are the reference partner page this server serves. */
const referencePartner = (key: string) => `${PARTNER_EXAMPLE_PATH}/${key}`;

/**
 * OBP_INTERFACE: value is the key the client asks for, label the address of the external system. The
 * entries' origins are the allow-list of embedded pages and partner tokens (README, Partner systems).
 */
const INTERFACE_URLS: Record<(typeof INTERFACE_ENTRIES)[number], string> = {
  '4A_RESET_PASSWORD': `${interfaceHost('4a')}/password/reset`,
  '4A_LOGIN_URL': `${interfaceHost('4a')}/login`,
  JY_LABLE: referencePartner('JY_LABLE'),
  SUP_MAN_URL: referencePartner('SUP_MAN_URL'),
  '4A_SUPPLIER_LEVEL': referencePartner('4A_SUPPLIER_LEVEL'),
  BLOCKCHAIN_SC_COLLAB_URL: referencePartner('BLOCKCHAIN_SC_COLLAB_URL'),
  // A demo has no chat service: the button leads to the portal's own company page instead.
  CUSTOMER_SERVICE_URL: '/companyIntro',
};

const SUPPLIER_MENU_CODES: readonly TDictionaryItem[] = [
  { value: 'SUP_ORDER_MANAGE', label: '订单管理' },
  { value: 'SUP_SETTLEMENT_MANAGE', label: '结算管理' },
  { value: 'SUP_INFO_MANAGE', label: '供应商管理' },
  { value: 'SUP_LEVEL', label: '供应商等级' },
  { value: 'SUP_BLOCKCHAIN_COLLAB', label: '区块链供应链协同' },
  { value: 'SUP_LABEL_SYSTEM', label: '标签系统' },
];

const FRAME_MENU_CODES: readonly TDictionaryItem[] = [
  { value: 'FRAME_ORDER_LIST', label: '订单管理' },
  { value: 'FRAME_SETTLEMENT_BILL', label: '结算管理' },
  { value: 'FRAME_SUPPLIER_INFO', label: '供应商管理' },
  { value: 'FRAME_SUPPLIER_LEVEL', label: '供应商等级' },
  { value: 'FRAME_BLOCKCHAIN_COLLAB', label: '区块链供应链协同' },
];

/** How far ahead the rating-result reminder stays on, so the dialog shows in a fresh demo. */
const RATING_REMINDER_DAYS = 28;

/** Every group of DICTIONARY_GROUPS gets entries; the Record type makes a missing group a type error. */
export const buildDictionaryRows = (now: Date): TDictionaryEntryRow[] => {
  const ratingUntil = formatChinaTime(new Date(now.getTime() + RATING_REMINDER_DAYS * 86_400_000)) ?? '';
  const groups: Record<TDictionaryGroup, readonly TDictionaryItem[]> = {
    obp_notice_type: NOTICE_TYPES.map((type) => ({ value: type.code, label: type.label })),
    OBP_PUR_MODE: PUR_MODES.map(({ value, label }) => ({ value, label })),
    OBP_PUR_MODE_LEVEL1: Object.values(PUR_MODE_LEVEL1),
    obp_notice_field: IP_FIELDS,
    obp_notice_conversion_method: IP_CONVERSION_METHODS,
    isLoginSwitch: [{ value: 'true', label: '开启' }],
    isLoginPortalSwitch: [{ value: 'true', label: '开启' }],
    OBP_INTERFACE: INTERFACE_ENTRIES.map((key) => ({
      value: key,
      label: INTERFACE_URLS[key],
      // The demo's accounts live in the portal: 忘记密码 stays on its own page until an administrator
      // switches the 4A address on.
      ...(key === FOUR_A_RESET_PASSWORD_KEY ? { enabled: false } : {}),
    })),
    // The reminder reads the end time; value and label carry it alike so either reading works.
    portalRatingTime: [{ value: ratingUntil, label: ratingUntil }],
    SUPPLIER_MENU_CODE: SUPPLIER_MENU_CODES,
    FRAME_MENU_CODE: FRAME_MENU_CODES,
  };
  return Object.entries(groups).flatMap(([dictType, items]) =>
    items.map((item, index) => ({
      dictType,
      value: item.value,
      label: item.label,
      sort: index + 1,
      enabled: item.enabled ?? true,
    })),
  );
};
