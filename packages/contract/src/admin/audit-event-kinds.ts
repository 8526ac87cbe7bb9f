/** What the audit trail records (README, Security and Administration), with the name the console shows. */
export const AUDIT_EVENT_KINDS = {
  'login-success': { label: '登录成功', result: 'success' },
  'login-failure': { label: '登录失败', result: 'failure' },
  lockout: { label: '账号锁定', result: 'failure' },
  'password-guessing': { label: '疑似猜测密码', result: 'failure' },
  'code-sent': { label: '发送验证码', result: 'success' },
  'code-failure': { label: '验证码错误', result: 'failure' },
  logout: { label: '退出登录', result: 'success' },
  'mobile-bound': { label: '绑定手机号', result: 'success' },
  'mobile-sync-4a': { label: '手机号同步4A', result: 'success' },
  'sso-ticket': { label: '单点登录票据', result: 'success' },
  // Passwords (issue 21): the owner's own change, and 忘记密码 with a code.
  'password-changed': { label: '修改密码', result: 'success' },
  'password-change-failure': { label: '修改密码失败', result: 'failure' },
  'password-recovered': { label: '找回密码', result: 'success' },
  'password-reset-failure': { label: '找回密码失败', result: 'failure' },
  // 供应商注册 (issue 21): the application's steps; the approval is recorded on the new main account.
  'registration-submitted': { label: '提交供应商注册申请', result: 'success' },
  'registration-resubmitted': { label: '修改后重新提交注册申请', result: 'success' },
  'registration-approved': { label: '注册审核通过，开通主账号', result: 'success' },
  'registration-rejected': { label: '注册申请未通过', result: 'failure' },
  // A main account managing a sub-account (README, Sub-accounts): recorded on the sub-account, with the actor.
  'account-created': { label: '创建子账号', result: 'success' },
  'account-updated': { label: '修改子账号', result: 'success' },
  'account-disabled': { label: '停用账号', result: 'success' },
  'account-enabled': { label: '启用账号', result: 'success' },
  'password-reset': { label: '重置密码', result: 'success' },
  'partner-token-issued': { label: '签发合作系统令牌', result: 'success' },
  'partner-token-verified': { label: '合作系统核验令牌', result: 'success' },
  'partner-token-refused': { label: '合作系统令牌被拒', result: 'failure' },
  'admin-audit-export': { label: '导出审计日志', result: 'success' },
  'admin-dictionary-create': { label: '新增字典项', result: 'success' },
  'admin-dictionary-update': { label: '修改字典项', result: 'success' },
  'admin-download-create': { label: '发布下载文件', result: 'success' },
  'admin-download-update': { label: '修改下载文件', result: 'success' },
  'admin-api-client-issue': { label: '签发接口客户端', result: 'success' },
  'admin-api-client-revoke': { label: '吊销接口客户端', result: 'success' },
  'admin-api-client-rotate': { label: '轮换接口客户端密钥', result: 'success' },
  'api-client-direct-publish': { label: '接口客户端免审核发布', result: 'success' },
  // Account administration (README, Administration): recorded on the account changed, with the administrator.
  'admin-account-create': { label: '新建账号', result: 'success' },
  'admin-account-update': { label: '修改账号', result: 'success' },
  'admin-account-disable': { label: '管理员停用账号', result: 'success' },
  'admin-account-enable': { label: '管理员启用账号', result: 'success' },
  'admin-password-reset': { label: '管理员重置密码', result: 'success' },
  'admin-account-unlock': { label: '解除锁定', result: 'success' },
  'admin-authority-create': { label: '新增菜单权限', result: 'success' },
  'admin-authority-update': { label: '修改菜单权限', result: 'success' },
  'admin-authority-delete': { label: '删除菜单权限', result: 'success' },
  'admin-role-grants-update': { label: '修改角色授权', result: 'success' },
  'admin-role-grants-restore': { label: '恢复出厂角色授权', result: 'success' },
  'admin-org-import': { label: '导入单位', result: 'success' },
  'admin-org-create': { label: '新建单位', result: 'success' },
  'admin-org-rename': { label: '单位改名', result: 'success' },
  'admin-org-move': { label: '移动单位', result: 'success' },
  'admin-org-disable': { label: '停用单位', result: 'success' },
  'admin-org-enable': { label: '启用单位', result: 'success' },
  'admin-supplier-create': { label: '管理员新建供应商', result: 'success' },
  // Approval decisions (issue 22): detail names the process instance, its 工作名称, the step and the opinion.
  'task-submit': { label: '提交审批', result: 'success' },
  'task-approve': { label: '审批同意', result: 'success' },
  'task-reject': { label: '审批驳回', result: 'success' },
  'task-return': { label: '审批退回', result: 'success' },
  'task-transfer': { label: '任务转办', result: 'success' },
  'task-withdraw': { label: '撤回审批', result: 'success' },
  'task-cancel': { label: '撤销申请', result: 'success' },
  'task-remind': { label: '催办', result: 'success' },
} as const satisfies Record<string, { label: string; result: 'success' | 'failure' }>;

export type TAuditEventKind = keyof typeof AUDIT_EVENT_KINDS;

/** What a one-time code was for (detail.purpose of code-sent and code-failure): a bank change is no login. */
export const CODE_PURPOSE_LABELS: Readonly<Record<string, string>> = {
  login: '登录第二步验证',
  'bank-change': '修改银行账户',
  'password-change': '修改密码',
  'password-reset': '找回密码',
  registration: '供应商注册',
};

export const UNKNOWN_AUDIT_EVENT_LABEL = '其他安全操作';
/** The Chinese name of a recorded kind; a kind this version does not know is still named in words. */
export const auditEventLabel = (event: string): string =>
  Object.hasOwn(AUDIT_EVENT_KINDS, event)
    ? AUDIT_EVENT_KINDS[event as TAuditEventKind].label
    : UNKNOWN_AUDIT_EVENT_LABEL;
export const AUDIT_EVENT_KIND_NAMES = Object.keys(AUDIT_EVENT_KINDS) as TAuditEventKind[];

export const AUDIT_RESULTS = { success: '成功', failure: '失败' } as const;
export type TAuditResult = keyof typeof AUDIT_RESULTS;

/** The kinds of one result (the result filter asks for these). */
export const auditKindsOf = (result: TAuditResult): TAuditEventKind[] =>
  AUDIT_EVENT_KIND_NAMES.filter((kind) => AUDIT_EVENT_KINDS[kind].result === result);

export const AUDIT_PAGE_SIZE = 20;
