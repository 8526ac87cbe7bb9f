import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../common/constants.js';
import { optionalEmail, optionalMobile } from '../common/contact-fields.js';
import {
  commaList,
  idString,
  optionalInt,
  optionalText,
  plainString,
  requiredText,
} from '../common/fields.js';
import { loginUserName } from '../auth/login-fields.js';
import { ZOrg } from '../organizations/get-org3-all.js';
import {
  ACCOUNT_ADMIN_MESSAGES,
  ADMIN_ACCOUNT_KINDS,
  ADMIN_ACCOUNT_PAGE_SIZE,
  ADMIN_ACCOUNT_STATUSES,
  STAFF_ORG_LEVELS,
  type TAdminAccountKind,
  type TAdminAccountStatus,
  type TStaffOrgLevel,
} from './account-admin-options.js';

const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const optionalEnum = <T extends string>(values: readonly [T, ...T[]], error: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { error }).optional());

const orgCodeField = () =>
  plainString('请选择所属单位')
    .trim()
    .min(1, { error: '请选择所属单位' })
    .max(32, { error: '所属单位编码过长' });

const orgLevelField = () =>
  optionalEnum(
    STAFF_ORG_LEVELS as [TStaffOrgLevel, ...TStaffOrgLevel[]],
    ACCOUNT_ADMIN_MESSAGES.orgLevelInvalid,
  ).describe("机构层级 '01' 总部、'02' 省分、'03' 地市；须与所属单位的层级一致，不填按单位推出");

const rolesField = () =>
  commaList(20, 64)
    .refine((roles) => roles !== undefined && roles.length > 0, {
      error: ACCOUNT_ADMIN_MESSAGES.rolesRequired,
    })
    .transform((roles) => roles ?? [])
    .describe('角色编码（只能授予其全部菜单权限都为管理员本人所有的角色）');

/** The list's filters and page; an unknown kind, level or state is refused by name. */
export const ZAdminAccountQuery = z.object({
  keyword: optionalText(64).describe('登录名或姓名（包含即可）'),
  kind: optionalEnum(
    Object.keys(ADMIN_ACCOUNT_KINDS) as [TAdminAccountKind, ...TAdminAccountKind[]],
    ACCOUNT_ADMIN_MESSAGES.kindInvalid,
  ),
  orgCode: optionalText(32).describe('所属单位编码：该单位及其下级单位的员工账号'),
  orgLevel: orgLevelField(),
  status: optionalEnum(
    Object.keys(ADMIN_ACCOUNT_STATUSES) as [TAdminAccountStatus, ...TAdminAccountStatus[]],
    ACCOUNT_ADMIN_MESSAGES.statusInvalid,
  ),
  current: optionalInt('current', 1, 100_000).transform((value) => value ?? 1),
  size: optionalInt('size', 1, MAX_PAGE_SIZE).transform((value) => value ?? ADMIN_ACCOUNT_PAGE_SIZE),
});
export type TAdminAccountQuery = z.output<typeof ZAdminAccountQuery>;
export type TAdminAccountFilter = Omit<TAdminAccountQuery, 'current' | 'size'>;

export const ZAdminAccount = z.object({
  id: z.string(),
  loginName: z.string(),
  displayName: z.string(),
  kind: z.enum(Object.keys(ADMIN_ACCOUNT_KINDS) as [TAdminAccountKind, ...TAdminAccountKind[]]),
  corpCode: z.string().describe('员工：所属单位编码；供应商：供应商编码'),
  corpName: z.string(),
  orgLevel: z.string().nullable().describe("员工机构层级 '01'、'02'、'03'；供应商为 null"),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  roles: z.array(z.object({ role: z.string(), roleName: z.string() })),
  enabled: z.boolean(),
  locked: z.boolean().describe('近 24 小时内因密码错误被锁定，之后未成功登录也未解锁'),
  manageable: z.boolean().describe('false：只读（子账号由其主账号管理）'),
  createdAt: z.string().describe('YYYY-MM-DD HH:mm:ss（北京时间）'),
});
export type TAdminAccount = z.infer<typeof ZAdminAccount>;

export const ZAdminAccountId = z.object({ id: idString('账号') });

const contactFields = {
  displayName: requiredText('姓名', 50),
  mobile: optionalMobile(),
  email: optionalEmail(),
};

export const ZNewStaffAccount = z.object({
  loginName: loginUserName(),
  ...contactFields,
  orgCode: orgCodeField(),
  orgLevel: orgLevelField(),
  roles: rolesField(),
});
export type TNewStaffAccount = z.input<typeof ZNewStaffAccount>;

export const ZNewSupplierAccount = z.object({
  loginName: loginUserName(),
  ...contactFields,
  supplierCode: plainString(ACCOUNT_ADMIN_MESSAGES.supplierCodeInvalid)
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, { error: ACCOUNT_ADMIN_MESSAGES.supplierCodeInvalid })
    .describe('已登记的供应商编码'),
});
export type TNewSupplierAccount = z.input<typeof ZNewSupplierAccount>;

/** Name and contacts of any account; org, level and roles of staff only (a supplier's are ignored). */
export const ZAccountChanges = ZAdminAccountId.extend({
  ...contactFields,
  orgCode: z.preprocess(blankToUndefined, orgCodeField().optional()),
  orgLevel: orgLevelField(),
  roles: z.preprocess(blankToUndefined, rolesField().optional()),
});
export type TAccountChanges = z.input<typeof ZAccountChanges>;

/** What the page offers: the orgs the administrator manages and every role with whether it may be given. */
export const ZAccountOptions = z.object({
  orgs: z
    .array(ZOrg.extend({ enabled: z.boolean().describe('false：已停用，不能再在其下新建账号') }))
    .describe('管理员本单位及下级单位'),
  manageSuppliers: z.boolean().describe('能否管理供应商主账号（总部管理员）'),
  createSuppliers: z.boolean().describe('能否直接新建供应商（总部与省分管理员）'),
  roles: z.array(
    z.object({
      role: z.string(),
      roleName: z.string(),
      grantable: z.boolean().describe('管理员能否授予或收回该角色（其管理范围内）'),
      missingAuthorities: z
        .array(z.string())
        .describe('恒为空：管理员授予角色无需本人持有其菜单权限（保留以兼容旧客户端）'),
      refusal: z.string().nullable().describe('不能授予时的原因，可授予时为 null'),
    }),
  ),
});
export type TAccountOptions = z.infer<typeof ZAccountOptions>;
