import { z } from 'zod';
import { defineEndpoint } from './area.js';
import { requiredText } from '../common/fields.js';
import { AUTH_VALIDATION_MESSAGES as MESSAGES } from './auth-constants.js';
import { deptCode, encryptedPassword, loginUserName, opaqueId, pinChannel, pinCode } from './login-fields.js';
import { ZLoginResult } from './login-result.js';

const tmpToken = () => opaqueId(MESSAGES.tmpTokenInvalid).describe('password 步骤返回的 TMPTOKEN');

export const ZPasswordLoginForm = z.object({
  loginMode: z.literal('password'),
  userName: loginUserName().describe('登录账号，去除首尾空格'),
  password: encryptedPassword().describe('RSA-OAEP (SHA-256) 加密后的密码，base64'),
  sessionId: opaqueId(MESSAGES.attemptExpired).describe('getPublicKey 返回的会话编号'),
  verifyCode: requiredText('验证码', 16).describe('图形验证码，不区分大小写'),
  deptCode: deptCode(),
});

export const ZQueryUserForm = z.object({ loginMode: z.literal('queryUser'), tmpToken: tmpToken() });

export const ZSendPinForm = z.object({
  loginMode: z.literal('sendPin'),
  tmpToken: tmpToken(),
  type: pinChannel().describe("'0' 手机，'1' 邮箱"),
});

export const ZCheckPinForm = z.object({
  loginMode: z.literal('checkPin'),
  tmpToken: tmpToken(),
  type: pinChannel().describe("'0' 手机，'1' 邮箱"),
  smsCode: pinCode().describe('6 位数字验证码'),
  deptCode: deptCode(),
});

/** The login form of spec section 3; which fields count depends on loginMode. */
export const ZLoginForm = z.discriminatedUnion(
  'loginMode',
  [ZPasswordLoginForm, ZQueryUserForm, ZSendPinForm, ZCheckPinForm],
  { error: MESSAGES.loginMode },
);
export type TLoginForm = z.input<typeof ZLoginForm>;
export type TParsedLoginForm = z.output<typeof ZLoginForm>;

export const portalLogin = defineEndpoint('POST', '/login/portal-login', {
  summary:
    '门户登录（loginMode：password 密码+验证码；queryUser 查询绑定的手机/邮箱；sendPin 发送验证码；checkPin 校验验证码并登录）',
  access: 'public',
  body: ZLoginForm,
  data: ZLoginResult,
});
