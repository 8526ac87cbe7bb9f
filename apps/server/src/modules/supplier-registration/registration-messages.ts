/** What registration tells applicants and reviewers (the contract holds the field messages). */
export const registrationMessages = {
  processName: (supplierName: string) => `供应商注册：${supplierName}`,
  applicantName: '注册申请人',
  tooManyRegistrations: '来自您所在网络的注册请求过多，请稍后再试',
  codeSubject: '供应商注册验证码',
  codeText: (code: string, minutes: number) =>
    `您正在注册供应商门户，验证码 ${code}，${minutes} 分钟内有效。如非本人操作请忽略。`,
  codeWrong: '短信验证码错误或已失效，请重新获取',
  fileNotYours: '扫描件不存在、已被使用或不是本次注册上传的，请重新上传',
  applicationNotFound: '注册申请不存在',
  noReviewingUnit: '尚未配置审核单位，暂不能受理注册',
  loginNameTaken: (loginName: string) => `登录账号 ${loginName} 已被使用，不能开通主账号，请联系管理员`,
  returnedSubject: '供应商注册申请被退回修改',
  returnedText: (applicationNo: string, comment: string, link: string) =>
    `您的供应商注册申请（${applicationNo}）被退回修改${comment ? `，意见：${comment}` : ''}。请打开以下链接修改后重新提交：${link}`,
  approvedSubject: '供应商注册审核通过',
  approvedText: (supplierName: string, loginName: string) =>
    `${supplierName}的供应商注册已审核通过。请使用登录账号 ${loginName} 和注册时设置的密码登录供应商门户。`,
  rejectedSubject: '供应商注册申请未通过',
  rejectedText: (applicationNo: string, comment: string) =>
    `很抱歉，您的供应商注册申请（${applicationNo}）未通过审核${comment ? `，原因：${comment}` : ''}。如有疑问请联系采购单位。`,
} as const;
