import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { optionalText, plainString } from '../common/fields.js';
import {
  ORG_ADMIN_MESSAGES,
  ORG_CREATE_LEVELS,
  orgCode,
  orgName,
  ZAdminOrg,
  type TOrgCreateLevel,
} from './org-admin.js';

export const ZNewOrg = z.object({
  orgCode: orgCode(),
  orgName: orgName(),
  orgLevel: z.enum(Object.keys(ORG_CREATE_LEVELS) as [TOrgCreateLevel, ...TOrgCreateLevel[]], {
    error: ORG_ADMIN_MESSAGES.levelInvalid,
  }),
  parentCode: orgCode('请选择上级单位').describe('省分的上级为总部，地市的上级为省分'),
  provAdmCode: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.trim() : value),
      plainString(ORG_ADMIN_MESSAGES.areaCodeInvalid).regex(/^\d{6}$/, {
        error: ORG_ADMIN_MESSAGES.areaCodeInvalid,
      }),
    )
    .optional()
    .describe('省份区划代码：省分必填；地市可不填，取上级省分的'),
  provAdmName: optionalText(50).describe('尚未登记的区划须填省份名称，随之登记'),
});
export type TNewOrg = z.input<typeof ZNewOrg>;

export const createOrg = defineEndpoint('POST', '/admin/orgs/create-org', {
  summary: '单位管理：新建省分或地市（上级须在管理员范围内且未停用；单位编码重复为 409）',
  access: { permission: PERMISSIONS.adminAccounts },
  body: ZNewOrg,
  data: ZAdminOrg,
});
