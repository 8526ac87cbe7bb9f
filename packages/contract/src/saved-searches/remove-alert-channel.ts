import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { ZAlertChannelIdRequest } from './saved-search.js';

export const removeAlertChannel = defineEndpoint('POST', '/saved-search/remove-channel', {
  summary: '删除我的一个通知渠道（如群机器人）；它尚未发出的推送不再发送',
  access: { permission: PERMISSIONS.savedSearches },
  body: ZAlertChannelIdRequest,
  data: z.object({ channelId: z.string() }),
});
