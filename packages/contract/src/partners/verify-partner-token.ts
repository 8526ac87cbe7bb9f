import { z } from 'zod';
import { defineEndpoint } from './area.js';
import { optionalText, plainString } from '../common/fields.js';
import { ZPartnerCredentials, ZPartnerTokenPage } from './partner-token.js';
import { ACCOUNT_LEVELS, PARTNER_TARGET_MAX_LENGTH } from './partner-targets.js';

/** Who a verified token stands for, told once to the partner system it was issued for. */
export const ZPartnerTokenIdentity = z.object({
  acctId: z.string().describe('登录账号'),
  userName: z.string().describe('姓名'),
  accountKind: z.enum(['supplier', 'staff']),
  accountLevel: z
    .enum([ACCOUNT_LEVELS.main, ACCOUNT_LEVELS.sub, ACCOUNT_LEVELS.none])
    .describe('供应商账号类型：1 主账号，2 子账号；采购人员为空'),
  supplierCode: z.string().describe('供应商编码；采购人员为空'),
  supplierName: z.string(),
  corpCode: z.string().describe('供应商编码或员工所属单位编码'),
  orgCode: z.string().describe('内嵌页面机构编码 100001'),
  sysCode: z.string().describe('CHNTAP 或 CHNT4A（getIframe 令牌为 CHNTAP）'),
  system: z.string().describe('核验的合作系统（OBP_INTERFACE 键）'),
  scope: z.string().describe("令牌所属的合作系统来源（origin），门户自身路径为 'self'"),
  issuedAt: z.string().describe('签发时间（ISO 8601）'),
  pages: z
    .array(ZPartnerTokenPage)
    .describe(
      '令牌可用于的菜单项及其页面：页面带了 menuCode/tUrl 时只有那一项，否则为该账号通往本系统的全部菜单项',
    ),
});
export type TPartnerTokenIdentity = z.infer<typeof ZPartnerTokenIdentity>;

export const verifyPartnerToken = defineEndpoint('POST', '/partner/verify-token', {
  summary:
    '合作系统服务端核验门户令牌（仅一次）：凭 system + secret 认证（错误 401），令牌须为签给该系统来源的、未用过且未过期（否则 404），带 page 时须为令牌绑定的菜单页面（否则 404）；返回令牌所代表的用户及其可用的菜单页面',
  access: 'public',
  body: ZPartnerCredentials.extend({
    token: plainString('令牌不能为空').min(1, { error: '令牌不能为空' }).max(200),
    page: optionalText(PARTNER_TARGET_MAX_LENGTH).describe(
      '合作系统即将展示的页面（表单的 url 字段，或本页地址）：不在令牌的 pages 中时拒绝（404），令牌同样用完',
    ),
  }),
  data: ZPartnerTokenIdentity,
});
