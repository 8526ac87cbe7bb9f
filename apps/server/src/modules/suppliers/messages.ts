/** Texts the supplier information calls answer with (shown by the web as toasts and field errors). */
export const supplierInfoMessages = {
  suppliersOnly: '只有供应商账号可以维护企业信息',
  requestNotFound: '变更申请不存在',
  openRequestExists: '本企业已有一个未完成的信息变更申请，请等待审核结束，或撤回后修改再提交',
  notEditable: '该申请正在审核中，不能修改；请先撤回',
  emptyChange: '没有任何变更，无需提交',
  rowNotFound: '该行已不存在，请刷新后重试',
  accountNumberRequired: '请填写银行账号',
  codeRequired: '变更银行账户须填写发送到您手机或邮箱的验证码',
  codeChannelRequired: '请选择验证码的接收方式',
  noCodeChannel:
    '您的账号未绑定手机或邮箱，收不到验证码，不能变更银行账户：请联系系统管理员在“账号管理”中为您绑定手机号或邮箱后再提交。不改动银行账户的变更可以直接提交。',
  codeSubject: '供应商门户银行账户变更验证码',
  codeText: (code: string, minutes: number) =>
    `【供应商门户】您正在变更企业银行账户，验证码为 ${code}，${minutes}分钟内有效。如非本人操作，请立即修改密码。`,
  fileNotYours: '附件不存在，或不是您上传的文件',
  fileAttached: '该附件已被其他业务使用，请重新上传',
  baseChanged: '企业信息已被其他变更更新，请退回申请人重新提交',
  noReviewingUnit: '未配置总部采购单位，无法送审',
  invalid: '企业信息填写有误',
  otherSupplier: '只能查看本企业的信息',
  processName: (supplierName: string) => `供应商信息变更：${supplierName}`,
} as const;
