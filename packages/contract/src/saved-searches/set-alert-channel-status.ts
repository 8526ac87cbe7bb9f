import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { ZAlertChannel, ZAlertChannelIdRequest } from './saved-search.js';

export const setAlertChannelStatus = defineEndpoint('POST', '/saved-search/set-channel-status', {
  summary: '暂停或恢复我的一个通知渠道；恢复后连续失败次数清零，等待中的推送继续发送',
  access: { permission: PERMISSIONS.savedSearches },
  body: ZAlertChannelIdRequest.extend({
    action: z.enum(['pause', 'resume'], { error: "action 应为 'pause' 或 'resume'" }),
  }),
  data: ZAlertChannel,
});
