import { z } from 'zod';
import { MOBILE_PATTERN } from '../common/constants.js';
import { commaList, idString, plainString, requiredText } from '../common/fields.js';
import { loginUserName } from '../auth/login-fields.js';
import { ZMenuAuthority } from '../user/user-info.js';

export const SUB_ACCOUNT_MESSAGES = {
  mobileInvalid: '请输入正确的手机号',
  emailInvalid: '请输入正确的邮箱地址',
  authorityCodesRequired: '请至少选择一个菜单',
} as const;

/** 11 digits, 1 then 3–9 (spec section 5); '' or null: none. */
const optionalMobile = () =>
  z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    plainString(SUB_ACCOUNT_MESSAGES.mobileInvalid)
      .trim()
      .regex(MOBILE_PATTERN, { error: SUB_ACCOUNT_MESSAGES.mobileInvalid })
      .optional(),
  );

const optionalEmail = () =>
  z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    plainString(SUB_ACCOUNT_MESSAGES.emailInvalid)
      .trim()
      .max(120, { error: SUB_ACCOUNT_MESSAGES.emailInvalid })
      .pipe(z.email({ error: SUB_ACCOUNT_MESSAGES.emailInvalid }))
      .optional(),
  );

/** What a main account edits of a sub-account: its name, contacts and the menu items it may use. */
export const ZSubAccountFields = z.object({
  displayName: requiredText('姓名', 50),
  mobile: optionalMobile(),
  email: optionalEmail(),
  authorityCodes: commaList(100, 64)
    .refine((codes) => codes !== undefined && codes.length > 0, {
      error: SUB_ACCOUNT_MESSAGES.authorityCodesRequired,
    })
    .transform((codes) => codes ?? [])
    .describe('可使用的菜单权限编码（只能是主账号自己拥有的菜单）'),
});

export const ZNewSubAccount = ZSubAccountFields.extend({ loginName: loginUserName() });
export const ZSubAccountId = z.object({ id: idString('账号') });

export const ZSubAccount = z.object({
  id: z.string(),
  loginName: z.string(),
  displayName: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  enabled: z.boolean(),
  authorityCodes: z.array(z.string()).describe('已授权的菜单权限编码'),
  createdAt: z.string().describe('YYYY-MM-DD HH:mm:ss（北京时间）'),
});
export type TSubAccount = z.infer<typeof ZSubAccount>;

export const ZGrantableMenu = z.object({ menuAuthorities: z.array(ZMenuAuthority) });
