import { defineEndpoint } from './area.js';
import { ZPublishedNoticeStatus, ZPublishNoticeRequest } from './published-notice.js';

export const createPublishedNotice = defineEndpoint('POST', '/notice-publishing/create-notice', {
  summary:
    '发布接口：新建公告（按 externalId 幂等：同样的请求再次发送答复同一公告；同一 externalId 内容不同 409）。需审批的客户端提交公告发布流程，直接发布的客户端按发布时间发布',
  access: 'apiClient',
  body: ZPublishNoticeRequest,
  data: ZPublishedNoticeStatus,
});
