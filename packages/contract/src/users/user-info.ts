import { z } from 'zod';

/** One entry of the authority list; the web nests them by parentAuthorityCode and sorts by sort. */
export const ZMenuAuthority = z.object({
  authorityName: z.string(),
  authorityCode: z.string(),
  parentAuthorityCode: z.string().nullable(),
  url: z.string(),
  sort: z.number().int(),
});
export type TMenuAuthority = z.infer<typeof ZMenuAuthority>;

/** User info of spec section 3, plus the names the workspace shows. */
export const ZUserInfo = z.object({
  uid: z.string(),
  name: z.string().describe('姓名，用于“{name}，欢迎您”'),
  userName: z.string().describe('登录账号'),
  userOrgLevel: z.string().describe("员工机构层级 '01' 总部、'02' 省分、'03' 地市；供应商为空"),
  corpCode: z.string().describe('供应商编码或员工所属单位编码'),
  corpName: z.string(),
  roles: z.array(z.string()).min(1),
  roleNames: z.array(z.string()).describe('角色的中文名称，与 roles 一一对应'),
  accountKind: z.enum(['supplier', 'staff']).describe('supplier 供应商账号；staff 采购人员'),
  menuAuthorities: z.array(ZMenuAuthority),
  mustChangePassword: z
    .boolean()
    .describe('登录密码由他人签发（初始密码或重置密码），须先修改；此前其他接口答复 403'),
  secondFactor: z
    .object({ mobile: z.string().nullable(), email: z.string().nullable() })
    .nullable()
    .describe('开启二次验证的账号：可接收验证码的脱敏手机号和邮箱（修改密码时使用）；未开启为 null'),
});
export type TUserInfo = z.infer<typeof ZUserInfo>;
