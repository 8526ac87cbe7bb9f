/** Texts of the partner-system calls and of the reference partner page. */
export const partnerMessages = {
  offList: '该地址不在合作系统白名单（OBP_INTERFACE）中，已拒绝：未签发令牌',
  noSystem: '该地址不属于白名单（OBP_INTERFACE）中的任何一个合作系统，已拒绝：未签发令牌',
  noMenuForSystem: '您的账号没有通往该合作系统的菜单，不能为其签发令牌',
  noMenuForPage: '您的账号没有通往该页面的菜单项，不能为其签发令牌',
  notOwnAccount: '只能为本人账号或本单位申请令牌',
  noPermission: '您的账号无权限',
  notSupplier: '当前账号不是供应商账号，无法获取供应商令牌',
  tooManyTokens: '获取令牌过于频繁，请稍后再试',
  partnerUnauthorized: '合作系统身份验证失败：system 或 secret 不正确',
  tokenInvalid: '令牌无效、已使用、已过期或不属于该合作系统',
  tooManyVerifications: '核验请求过于频繁，请稍后再试',
} as const;
