/** What the API client calls tell their callers (administrators and upstream systems). */
export const apiClientMessages = {
  credentialMissing: '请以 Authorization: Bearer <keyId>.<secret> 提供接口客户端凭证',
  credentialInvalid: '接口客户端凭证无效',
  credentialRevoked: '接口客户端凭证已吊销',
  credentialExpired: '接口客户端凭证已过期',
  tooManyRequests: '接口调用过于频繁，请稍后重试',
  clientNotFound: '接口客户端不存在或不在您的单位范围内',
  alreadyRevoked: '接口客户端已吊销',
  expiryInPast: '过期时间须晚于现在',
  badExpiry: '过期时间不是有效的时间',
  issuerLacksNoticePublish:
    '签发或轮换接口客户端须您本人持有“公告管理”权限：客户端只能行使签发人自己可行使的权利',
  directOnlyFromHeadquarters:
    '免审核直接发布的接口客户端只能由总部的管理员签发或轮换，其他单位的客户端发布须经审核',
  accountName: (name: string) => `接口客户端：${name}`,
};
