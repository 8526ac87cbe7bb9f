import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { ZSavedSearchIdRequest } from './saved-search.js';

export const revokeFeedToken = defineEndpoint('POST', '/saved-search/revoke-feed-token', {
  summary: '停用我的一个订阅的订阅源链接（RSS、Atom 立即答 404）',
  access: { permission: PERMISSIONS.savedSearches },
  body: ZSavedSearchIdRequest,
  data: z.object({ id: z.string() }),
});
