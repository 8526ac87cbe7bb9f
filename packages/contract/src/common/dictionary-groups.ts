/**
 * Dictionary groups named by the spec. `public` groups are served to anonymous callers by
 * find-by-type_not_auth; the others only to logged-in users.
 */
export const DICTIONARY_GROUPS = {
  obp_notice_type: { public: true, description: '公告类型' },
  OBP_PUR_MODE: { public: true, description: '采购方式' },
  OBP_PUR_MODE_LEVEL1: { public: true, description: '采购方式（一级）' },
  obp_notice_field: { public: true, description: '知识产权所属领域' },
  obp_notice_conversion_method: { public: true, description: '知识产权转化方式' },
  isLoginSwitch: { public: true, description: '首页登录卡片开关' },
  isLoginPortalSwitch: { public: true, description: '门户登录开关' },
  OBP_INTERFACE: { public: true, description: '外部系统地址' },
  portalRatingTime: { public: false, description: '评级结果提醒截止时间' },
  SUPPLIER_MENU_CODE: { public: false, description: '供应商菜单编码' },
  FRAME_MENU_CODE: { public: false, description: '内嵌页面菜单编码' },
} as const;

export type TDictionaryGroup = keyof typeof DICTIONARY_GROUPS;
export const DICTIONARY_GROUP_NAMES = Object.keys(DICTIONARY_GROUPS) as TDictionaryGroup[];
export const isPublicDictionaryGroup = (group: string): boolean =>
  Object.hasOwn(DICTIONARY_GROUPS, group) && DICTIONARY_GROUPS[group as TDictionaryGroup].public;

/** Entries of OBP_INTERFACE (spec section 3). */
export const INTERFACE_ENTRIES = [
  '4A_RESET_PASSWORD',
  '4A_LOGIN_URL',
  'JY_LABLE',
  'SUP_MAN_URL',
  '4A_SUPPLIER_LEVEL',
  'BLOCKCHAIN_SC_COLLAB_URL',
  'CUSTOMER_SERVICE_URL',
] as const;

/** OBP_INTERFACE entry of the supplier home's customer-service chat; no entry, no button. */
export const CUSTOMER_SERVICE_INTERFACE_ENTRY = 'CUSTOMER_SERVICE_URL';
