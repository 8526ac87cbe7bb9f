import { z } from 'zod';
import { defineEndpoint } from './area.js';
import { requiredText } from '../common/fields.js';
import { ZExternalId, ZPublishedNoticeStatus } from './published-notice.js';

export const withdrawPublishedNotice = defineEndpoint('POST', '/notice-publishing/withdraw-notice', {
  summary: '发布接口：撤回公告（按 externalId，须填原因）：已发布的在列表中置灰并显示原因；待发布的不再发布',
  access: 'apiClient',
  body: z.object({ externalId: ZExternalId, reason: requiredText('撤回原因', 200) }),
  data: ZPublishedNoticeStatus,
});
