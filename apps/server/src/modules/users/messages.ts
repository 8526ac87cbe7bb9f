export const userMessages = {
  accountUnavailable: '账号不存在或已停用，请重新登录',
  noRoles: '该账号未分配角色，无法加载用户信息（roles must be a non-null array），请联系管理员',
} as const;
