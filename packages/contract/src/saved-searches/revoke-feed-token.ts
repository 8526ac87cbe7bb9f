import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from '../common/endpoint.js';
import { ZSavedSearchIdRequest } from './saved-search.js';

export const revokeFeedToken = defineEndpoint({
  method: 'POST',
  path: '/saved-search/revoke-feed-token',
  summary: '停用我的一个订阅的订阅源链接（RSS、Atom 立即答 404）',
  tag: 'saved-search',
  access: { permission: PERMISSIONS.savedSearches },
  body: ZSavedSearchIdRequest,
  data: z.object({ id: z.string() }),
});
