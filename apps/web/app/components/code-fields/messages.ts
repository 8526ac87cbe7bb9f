import { AUTH_VALIDATION_MESSAGES } from '@supportal/contract';

/** Texts of the verification-code fields shared by the login, password and bank-change forms. */
export const codeFieldMessages = {
  channelLabel: '接收方式',
  mobileOption: (mobile: string) => `手机号：${mobile}`,
  emailOption: (email: string) => `邮箱：${email}`,
  codeLabel: '验证码',
  codePlaceholder: '请输入6位验证码',
  pinRequired: AUTH_VALIDATION_MESSAGES.pinRequired,
  pinInvalid: AUTH_VALIDATION_MESSAGES.pinInvalid,
  sendCode: '发送验证码',
  resendIn: (seconds: number) => `${seconds}秒后重新发送`,
  codeSent: '验证码发送成功！',
} as const;
