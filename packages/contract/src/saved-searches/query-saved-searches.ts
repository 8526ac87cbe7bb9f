import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { ZSavedSearch } from './saved-search.js';

export const querySavedSearches = defineEndpoint('POST', '/saved-search/query-saved-searches', {
  summary: '我的搜索订阅（新的在前），含各通知渠道及其状态；Webhook 地址只显示掩码',
  access: { permission: PERMISSIONS.savedSearches },
  data: z.object({ records: z.array(ZSavedSearch) }),
});
