/** Texts of the shared form pieces. */
export const formMessages = {
  processForm: { save: '保存', submit: '提交审批', resubmit: '重新提交' },
} as const;
