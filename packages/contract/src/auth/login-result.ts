import { z } from 'zod';

/** A logged-in session as the login calls hand it out; the Authorization header carries `tokenType value`. */
export const ZSessionTokens = z.object({
  tokenType: z.string().describe("'Bearer'"),
  value: z.string().describe('会话令牌'),
  refreshToken: z.string().describe('刷新令牌，换取新的会话令牌（一次有效）'),
  expiresIn: z.number().int().describe('会话令牌有效秒数'),
  userName: z.string(),
  suppplierCode: z.string().describe('供应商编码（拼写沿用原系统）'),
  suppplierName: z.string().describe('供应商名称（拼写沿用原系统）'),
  mustChangePassword: z
    .literal(true)
    .optional()
    .describe('登录密码由他人签发（初始密码或重置密码）：须先修改密码，其他接口答复 403'),
});
export type TSessionTokens = z.infer<typeof ZSessionTokens>;

/**
 * Answer of the login call in every mode (spec section 3, login responses). Fields a mode does not
 * produce are absent.
 */
export const ZLoginResult = z.object({
  RSP: z.string().describe("'100' 成功；'102' 账号未绑定手机号或邮箱，需重新绑定"),
  SECONDAUTH: z.enum(['0', '1']).optional().describe("'1' 需要短信或邮箱验证码"),
  TMPTOKEN: z.string().optional().describe('密码验证通过后的临时令牌，用于后续步骤或绑定手机号'),
  tokenType: z.string().optional(),
  value: z.string().optional(),
  refreshToken: z.string().optional(),
  expiresIn: z.number().int().optional(),
  userName: z.string().optional(),
  suppplierCode: z.string().optional(),
  suppplierName: z.string().optional(),
  mobile: z.string().optional().describe('脱敏的绑定手机号（queryUser）'),
  email: z.string().optional().describe('脱敏的绑定邮箱（queryUser）'),
  resendAfterSeconds: z.number().int().optional().describe('sendPin：多少秒后可再次发送'),
  mustChangePassword: z.literal(true).optional().describe('须先修改初始密码，其他接口答复 403'),
});
export type TLoginResult = z.infer<typeof ZLoginResult>;
