/** Texts of the one-time password dialog. */
export const passwordDialogMessages = {
  passwordTitle: '初始密码（仅显示这一次）',
  passwordText: (loginName: string) =>
    `请将登录名 ${loginName} 与以下密码告知该账号的使用人。关闭后无法再次查看，如遗忘可重置密码。`,
  passwordDone: '我已记下',
  copy: '复制',
  copied: '已复制',
} as const;
