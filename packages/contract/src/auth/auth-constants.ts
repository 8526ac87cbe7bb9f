/** Identity constants (spec sections 4, 5 and 9) shared by server and web. */

/** The four modes of the one login call (spec section 4). */
export const LOGIN_MODES = ['password', 'queryUser', 'sendPin', 'checkPin'] as const;
export type TLoginMode = (typeof LOGIN_MODES)[number];

/** RSP of a login answer: '100' the step succeeded, '102' the account has no contact to send a code to. */
export const LOGIN_RSP = { success: '100', noContact: '102' } as const;
/** SECONDAUTH: '1' a code sent to the bound mobile or e-mail must follow the password. */
export const SECOND_AUTH = { required: '1', notRequired: '0' } as const;
/** `type` of sendPin/checkPin: where the code goes. */
export const PIN_CHANNELS = { mobile: '0', email: '1' } as const;
export type TPinChannel = (typeof PIN_CHANNELS)[keyof typeof PIN_CHANNELS];

export const PIN_LENGTH = 6;
export const PIN_PATTERN = /^\d{6}$/;
/** A code expires after this long (the server may be configured otherwise). */
export const PIN_TTL_SECONDS = 300;
export const PIN_MAX_TRIES = 5;
export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_TTL_SECONDS = 300;
/** Lifetime of a getPublicKey sessionId, the login attempt a captcha is bound to. */
export const LOGIN_ATTEMPT_TTL_SECONDS = 600;
/** Wrong passwords in a row from one client address that lock an account for that address, and for how long. */
export const LOCKOUT = { maxFailures: 5, lockSeconds: 15 * 60 } as const;

/**
 * The username check of spec section 5 (its rule is not shown): 2–64 letters (Chinese included),
 * digits, '_', '.', '@' or '-'.
 */
export const USERNAME_PATTERN = /^[\p{L}\p{N}_.@-]{2,64}$/u;
/** RSA-OAEP with a 2048-bit key carries at most 190 bytes: 60 characters fit even in Chinese. */
export const MAX_PASSWORD_LENGTH = 60;

export const TOKEN_TYPE = 'Bearer';
/** The password travels as base64 of RSA-OAEP (SHA-256, MGF1 SHA-256) with the key of getPublicKey. */
export const PASSWORD_ENCRYPTION = 'RSA-OAEP-256';

/** Where the browser goes for the 4A login when the dictionary has no 4A_LOGIN_URL. */
export const DEFAULT_4A_LOGIN_URL = 'https://4a.example-tower.cn/login';
/** Entry of OBP_INTERFACE holding the 4A login address. */
export const FOUR_A_LOGIN_URL_KEY = '4A_LOGIN_URL';
export const FOUR_A_RESET_PASSWORD_KEY = '4A_RESET_PASSWORD';

/** Validation messages of spec section 5, in the portal's Chinese. */
export const AUTH_VALIDATION_MESSAGES = {
  userName: '请输入正确的用户名',
  passwordTooShort: '密码长度不能少于3位',
  passwordTooLong: `密码长度不能超过${MAX_PASSWORD_LENGTH}位`,
  passwordRequired: '密码不能为空',
  captchaRequired: '验证码不能为空',
  mobileRequired: '手机号不能为空',
  mobileInvalid: '请输入正确的手机号',
  pinRequired: '请输入验证码',
  pinInvalid: '请输入6位数字验证码',
  pinChannel: '请选择验证方式',
  loginMode: '应为 password、queryUser、sendPin 或 checkPin',
  attemptExpired: '登录会话已失效，请刷新验证码后重试',
  tmpTokenInvalid: '登录状态已失效，请重新登录',
} as const;
