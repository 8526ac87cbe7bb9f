import { defineEndpoint } from './area.js';
import { ZAmendPublishedNoticeRequest, ZPublishedNoticeStatus } from './published-notice.js';

export const amendPublishedNotice = defineEndpoint('POST', '/notice-publishing/amend-notice', {
  summary:
    '发布接口：修订已发布的公告（按 externalId）：新版本，旧版本保留，访客可见修订说明；不传 attachmentFileIds 时保留附件。需审批的客户端经公告发布流程审批后生效。' +
    '已审批未到发布时间（待发布）的公告：以新内容替换待发布的内容，需审批的客户端重新审批后按（新的）发布时间发布',
  access: 'apiClient',
  body: ZAmendPublishedNoticeRequest,
  data: ZPublishedNoticeStatus,
});
