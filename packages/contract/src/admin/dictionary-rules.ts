import type { TDictionaryGroup } from '../common/dictionary-groups.js';

/** What an entry of one group must look like; a message saying what is wrong, or null. */
type TEntryRule = {
  /** Shown beside the form, so the administrator knows what the group expects. */
  hint: string;
  check: (entry: { value: string; label: string }) => { field: 'value' | 'label'; message: string } | null;
};

const CODE = /^[A-Za-z0-9_.-]{1,64}$/;
const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const WIRE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

const WEB_ADDRESS = /^https?:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** An absolute http(s) address with a host and no user information (it is put into pages as a link). */
export const isWebAddress = (text: string): boolean => WEB_ADDRESS.test(text);

/** 'YYYY-MM-DD HH:mm:ss' naming a moment that exists (no 2026-02-30, no 24:00). */
export const isWireTime = (text: string): boolean => {
  const parts = WIRE_TIME.exec(text);
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
};

const codeRule = (hint: string): TEntryRule => ({
  hint,
  check: ({ value }) =>
    CODE.test(value)
      ? null
      : { field: 'value', message: '编码只能包含字母、数字、下划线、点和连字符（最多64个）' },
});

const switchRule = (allowHost: boolean): TEntryRule => ({
  hint: allowHost
    ? "值为 'true'（开启）、'false'（关闭）或门户的域名（仅在该域名下开启）"
    : "值为 'true'（开启）或 'false'（关闭）",
  check: ({ value }) =>
    value === 'true' || value === 'false' || (allowHost && HOST.test(value))
      ? null
      : {
          field: 'value',
          message: allowHost
            ? "开关值应为 'true'、'false' 或域名（如 portal.example.cn）"
            : "开关值应为 'true' 或 'false'",
        },
});

/** One rule per group: a group added to DICTIONARY_GROUPS without a rule is a type error. */
export const DICTIONARY_RULES: Record<TDictionaryGroup, TEntryRule> = {
  obp_notice_type: codeRule('值为公告类型编码，名称为显示的类型名'),
  OBP_PUR_MODE: codeRule('值为采购方式编码，名称为显示的采购方式'),
  OBP_PUR_MODE_LEVEL1: codeRule('值为一级采购方式编码'),
  obp_notice_field: codeRule('值为领域编码，名称为领域名'),
  obp_notice_conversion_method: codeRule('值为转化方式编码，名称为转化方式'),
  isLoginSwitch: switchRule(true),
  isLoginPortalSwitch: switchRule(false),
  OBP_INTERFACE: {
    hint: '值为地址的键（如 4A_LOGIN_URL），名称为以 http:// 或 https:// 开头的完整地址',
    check: ({ value, label }) =>
      !CODE.test(value)
        ? { field: 'value', message: '地址键只能包含字母、数字、下划线、点和连字符' }
        : isWebAddress(label)
          ? null
          : { field: 'label', message: '地址应为以 http:// 或 https:// 开头的完整地址' },
  },
  portalRatingTime: {
    hint: '值与名称均为评级结果提醒的截止时间，格式 YYYY-MM-DD HH:mm:ss（北京时间）',
    check: ({ value, label }) =>
      !isWireTime(value)
        ? { field: 'value', message: '时间格式应为 YYYY-MM-DD HH:mm:ss，且为有效时间' }
        : !isWireTime(label)
          ? { field: 'label', message: '时间格式应为 YYYY-MM-DD HH:mm:ss，且为有效时间' }
          : null,
  },
  SUPPLIER_MENU_CODE: codeRule('值为菜单权限编码，名称为菜单名'),
  FRAME_MENU_CODE: codeRule('值为内嵌页面菜单编码，名称为菜单名'),
};
