import { z } from 'zod';
import { defineEndpoint } from './area.js';
import { ZExternalId, ZPublishedNoticeStatus } from './published-notice.js';

export const getPublishedNoticeStatus = defineEndpoint('GET', '/notice-publishing/get-notice-status', {
  summary: '发布接口：公告状态（按 externalId）：草稿/审批中/待发布/已发布/已撤回，门户公告编号与详情页地址',
  access: 'apiClient',
  query: z.object({ externalId: ZExternalId }),
  data: ZPublishedNoticeStatus,
});
