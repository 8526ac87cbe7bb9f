export const userMessages = {
  accountUnavailable: '账号不存在或已停用，请重新登录',
  noRoles: '该账号未分配角色，无法加载用户信息（roles must be a non-null array），请联系管理员',
} as const;

/** How the security log names what happened (README, My security log). */
export const securityLogMessages = {
  loginSuccess: (method: string) => (method ? `登录成功（${method}）` : '登录成功'),
  methods: {
    password: '密码',
    'password+sms': '密码 + 短信验证码',
    'password+email': '密码 + 邮箱验证码',
    'sso-ticket': '单点登录票据',
    'sso-login': '系统对接登录',
    'task-window': '待办窗口',
  } as Readonly<Record<string, string>>,
  loginFailure: (reason: string) => (reason ? `登录失败：${reason}` : '登录失败'),
  failureReasons: {
    password: '密码错误',
    'unknown-account': '账号不存在',
    captcha: '图形验证码错误',
    locked: '错误次数过多，已被锁定',
    disabled: '账号已停用',
    'no-contact': '未绑定手机号或邮箱，需先绑定',
    'sso-ticket': '单点登录票据无效',
  } as Readonly<Record<string, string>>,
  /** `purpose` names what the code confirms; rows written before purposes were recorded have none. */
  codeSent: (channel: string, purpose: string) => `已发送${channel}验证码${purpose ? `（${purpose}）` : ''}`,
  sms: '短信',
  email: '邮箱',
  codeFailure: (purpose: string, reason: string) =>
    `${purpose ? `${purpose}：` : ''}验证码校验失败${reason ? `（${reason}）` : ''}`,
  codeFailureReasons: {
    'wrong-code': '验证码错误',
    expired: '验证码已过期',
    'too-many-tries': '尝试次数过多',
  } as Readonly<Record<string, string>>,
  passwordChangeFailure: (reason: string) => (reason ? `修改密码失败：${reason}` : '修改密码失败'),
  passwordChangeReasons: {
    password: '当前密码错误',
    'new-password': '新密码不符合要求或两次输入不一致',
    reused: '新密码与当前密码相同',
  } as Readonly<Record<string, string>>,
  passwordChanged: (issued: boolean) => (issued ? '修改初始密码' : '修改登录密码'),
  passwordResetFailure: '找回密码失败：验证码错误或已失效',
  events: {
    lockout: '密码错误次数过多，来自该地址的登录已被锁定',
    'password-guessing': '检测到多个地址的密码猜测，登录已减速',
    logout: '退出登录',
    'mobile-bound': '绑定手机号',
    'mobile-sync-4a': '手机号同步至 4A',
    'sso-ticket': '签发单点登录票据',
    'password-recovered': '通过验证码找回密码，所有会话已退出',
    'registration-approved': '供应商注册审核通过，主账号开通',
    'partner-token-issued': '进入合作系统（签发令牌）',
    'partner-token-verified': '合作系统核验了登录令牌',
    'partner-token-refused': '合作系统核验令牌被拒绝',
  } as Readonly<Record<string, string>>,
  /** Changes a main account made to a sub-account: as the sub-account sees them, and as the main one does. */
  managed: {
    'account-created': { subject: '账号由主账号创建', actor: '创建子账号' },
    'account-updated': { subject: '主账号修改了账号信息或菜单授权', actor: '修改子账号信息与菜单授权' },
    'account-disabled': { subject: '账号被主账号停用', actor: '停用子账号' },
    'account-enabled': { subject: '账号被主账号重新启用', actor: '启用子账号' },
    'password-reset': { subject: '主账号重置了登录密码', actor: '重置子账号密码' },
    'admin-account-create': { subject: '账号由管理员创建', actor: '管理员：新建账号' },
    'admin-account-update': { subject: '管理员修改了账号信息', actor: '管理员：修改账号' },
    'admin-account-disable': { subject: '账号被管理员停用', actor: '管理员：停用账号' },
    'admin-account-enable': { subject: '账号被管理员重新启用', actor: '管理员：启用账号' },
    'admin-password-reset': { subject: '管理员重置了登录密码', actor: '管理员：重置密码' },
    'admin-account-unlock': { subject: '管理员解除了登录锁定', actor: '管理员：解除锁定' },
  } as Readonly<Record<string, { subject: string; actor: string }>>,
  deletedAccount: '已删除的账号',
} as const;
