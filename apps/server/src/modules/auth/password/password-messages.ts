import { RESET_TOKEN_MESSAGE } from '@supportal/contract';

/** What the password calls answer with (the web shows them on the field or as a toast). */
export const passwordMessages = {
  currentWrong: '当前密码错误',
  unreadable: '密码解密失败，请刷新页面后重试',
  codeRequired: '该账号已开启二次验证，请获取并输入验证码',
  tooManyChanges: '修改密码尝试过于频繁，请稍后再试',
  tooManyResets: '找回密码尝试过于频繁，请稍后再试',
  resetTokenInvalid: RESET_TOKEN_MESSAGE,
  // One message for a wrong, expired or never-sent code: a reset must not tell whether the account exists.
  resetCodeWrong: '验证码错误或已失效，请核对或重新获取',
  resetTooManyTries: '验证码错误次数过多，请重新开始找回密码',
  changeSubject: '供应商门户修改密码验证码',
  changeText: (code: string, minutes: number) =>
    `【供应商门户】您正在修改登录密码，验证码为 ${code}，${minutes}分钟内有效。如非本人操作，请立即联系管理员。`,
  resetSubject: '供应商门户找回密码验证码',
  resetText: (code: string, minutes: number) =>
    `【供应商门户】您正在找回登录密码，验证码为 ${code}，${minutes}分钟内有效。如非本人操作，请忽略本消息。`,
} as const;
