/** Texts of 安全日志 (every account's own logins and account changes). */
export const securityLogMessages = {
  title: '安全日志',
  intro: '本账号的登录记录与账号变更，新的在前。如发现不是您本人的操作，请及时联系主账号或管理员。',
  logColumns: { occurredAt: '时间', result: '事件', ip: 'IP 地址', actor: '操作人', target: '操作对象' },
  self: '本人',
} as const;
