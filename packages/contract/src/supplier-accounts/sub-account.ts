import { z } from 'zod';
import { CONTACT_MESSAGES, optionalEmail, optionalMobile } from '../common/contact-fields.js';
import { commaList, idString, requiredText } from '../common/fields.js';
import { loginUserName } from '../auth/login-fields.js';
import { ZMenuAuthority } from '../users/user-info.js';

export const SUB_ACCOUNT_MESSAGES = {
  ...CONTACT_MESSAGES,
  authorityCodesRequired: '请至少选择一个菜单',
} as const;

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
