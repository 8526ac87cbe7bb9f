/** Texts of the shared form pieces. */
export const formMessages = {
  processForm: { save: '保存', submit: '提交审批', resubmit: '重新提交' },
  accountName: {
    loginName: '登录名',
    loginNameHint: '2–64 位字母、数字、汉字或 _ . @ -，创建后不可修改',
    loginNameRequired: '请输入登录名',
    displayName: '姓名',
    displayNameRequired: '请输入姓名',
  },
} as const;
