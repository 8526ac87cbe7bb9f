import { z } from 'zod';
import { plainString, requiredText } from '../common/fields.js';
import { ZOrg } from './get-org3-all.js';

/** 单位管理 (issue 21, item 6): units of the administrator's scope, changed one at a time. */
export const ORG_ADMIN_MESSAGES = {
  codeInvalid: '单位编码应为 1–32 位字母、数字、_ 或 -',
  levelInvalid: "层级应为 '2'（省分）或 '3'（地市）",
  areaCodeInvalid: '省份区划代码应为 6 位数字',
} as const;

/** 单位编码: the import's rule (letters, digits, _ and -). */
export const orgCode = (error: string = ORG_ADMIN_MESSAGES.codeInvalid) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    plainString(error).regex(/^[A-Za-z0-9_-]{1,32}$/, { error }),
  );

export const orgName = () => requiredText('单位名称', 100);

/** The levels a unit can be created at: 总部 is the one top unit, made by `create-admin`. */
export const ORG_CREATE_LEVELS = { '2': '省分', '3': '地市' } as const;
export type TOrgCreateLevel = keyof typeof ORG_CREATE_LEVELS;

/** A unit as 单位管理 lists it. */
export const ZAdminOrg = ZOrg.extend({
  areaName: z.string().nullable().describe('省份区划名称'),
  enabled: z.boolean().describe('false：已停用，不能再在其下新建账号或单位'),
  staffCount: z.number().int().describe('该单位（不含下级）的员工账号数'),
});
export type TAdminOrg = z.infer<typeof ZAdminOrg>;

export const ZOrgCodeBody = z.object({ orgCode: orgCode() });
