import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { idString } from '../common/fields.js';
import { ZConsoleNotice } from './query-console-notices.js';

/** What the notice page offers a staff member (修订、撤回、立即失效), decided by the server. */
export const getNoticeActions = defineEndpoint('POST', '/notice-console/get-notice-actions', {
  summary:
    '已发布公告的真实状态及对当前员工可用的操作（修订、撤回、立即失效）：只有本单位及下级单位的、仍有效的公告才有操作',
  access: { permission: PERMISSIONS.noticePublish },
  body: z.object({ noticeId: idString('公告编号') }),
  data: ZConsoleNotice.pick({ state: true, stateName: true, allowedActions: true }).extend({
    noticeId: z.string(),
  }),
});
