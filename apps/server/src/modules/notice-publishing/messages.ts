/** What the publishing API tells upstream systems (the envelope's resultMsg and field errors). */
export const publishingMessages = {
  typeNotAllowed: (type: string) => `此接口客户端无权发布类型 ${type} 的公告`,
  externalIdTaken: (externalId: string) =>
    `externalId ${externalId} 已用于内容不同的公告；修订请调用 amend-notice，新公告请使用新的 externalId`,
  unknownExternalId: (externalId: string) => `没有 externalId 为 ${externalId} 的公告`,
  inApproval: '公告或其修订正在审批中，请等待审批结果',
  notAmendable: (statusName: string) => `公告当前状态为“${statusName}”，不能修订`,
  notWithdrawable: (statusName: string) => `公告当前状态为“${statusName}”，不能撤回`,
};
