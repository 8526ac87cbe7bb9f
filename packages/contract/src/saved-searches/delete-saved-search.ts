import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { ZSavedSearchIdRequest } from './saved-search.js';

export const deleteSavedSearch = defineEndpoint('POST', '/saved-search/delete-saved-search', {
  summary: '删除我的一个搜索订阅及其通知渠道（尚未发出的推送不再发送）',
  access: { permission: PERMISSIONS.savedSearches },
  body: ZSavedSearchIdRequest,
  data: z.object({ id: z.string() }),
});
