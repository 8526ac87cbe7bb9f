import { z } from 'zod';
import { optionalText, plainString, requiredText } from '../common/fields.js';
import { PARTNER_TARGET_MAX_LENGTH } from './partner-targets.js';

/** The page the token is for: an OBP_INTERFACE key or an address; the server checks it is on the allow-list. */
export const partnerTargetField = () =>
  requiredText('目标地址', PARTNER_TARGET_MAX_LENGTH).describe(
    '要打开的合作系统页面：OBP_INTERFACE 的键（如 SUP_MAN_URL）或地址；不在白名单内的地址被拒绝（400），不签发令牌',
  );

/** The menu item (authority code) and its page inside the partner system, as its address names them. */
export const ZPartnerTokenPage = z.object({
  menuCode: z.string().describe('菜单项编码'),
  page: z.string().describe('该菜单项在合作系统内打开的页面（postIframe 的 tUrl，否则为其 url）'),
});
export type TPartnerTokenPage = z.infer<typeof ZPartnerTokenPage>;

/** menuCode of the menu item the page was opened from: the token is bound to that item's page. */
export const partnerMenuCodeField = () =>
  optionalText(64).describe(
    '打开该页面的菜单项编码（menuCode）：令牌只对该菜单项的页面有效；该账号没有此菜单项时拒绝（403）',
  );

/** A token minted for one partner system: single use, short-lived, never the session token. */
export const ZPartnerTokenFields = z.object({
  token: z.string().describe('一次性令牌，只能由目标合作系统通过 partner/verify-token 核验一次'),
  expiresIn: z.number().int().describe('令牌有效秒数'),
  url: z.string().describe('核准的目标地址（键已换成地址）；页面只在此地址加载令牌'),
});

/** What a partner presents to verify a token. */
export const ZPartnerCredentials = z.object({
  system: requiredText('合作系统标识', 100).describe('合作系统标识：其 OBP_INTERFACE 键（如 SUP_MAN_URL）'),
  secret: z
    .preprocess(
      (value) => (typeof value === 'string' ? value : undefined),
      plainString('合作系统密钥不能为空'),
    )
    .describe('该合作系统的密钥（PARTNER_SECRETS 中配置），仅限服务端之间调用'),
});
