import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { ZSavedSearchIdRequest } from './saved-search.js';

/** The feed links of a saved search: absolute, each carrying the secret token (shown once). */
export const ZSavedSearchFeedLinks = z.object({
  id: z.string(),
  rss: z.string().describe('RSS 2.0 订阅源地址'),
  atom: z.string().describe('Atom 订阅源地址'),
  ics: z.string().describe('日历订阅地址（iCalendar：投标截止与开标时间）'),
});
export type TSavedSearchFeedLinks = z.infer<typeof ZSavedSearchFeedLinks>;

export const issueFeedToken = defineEndpoint('POST', '/saved-search/issue-feed-token', {
  summary:
    '为我的一个订阅生成订阅源链接（RSS、Atom、日历），链接含随机令牌，只显示这一次；再次生成时旧链接立即失效',
  access: { permission: PERMISSIONS.savedSearches },
  body: ZSavedSearchIdRequest,
  data: ZSavedSearchFeedLinks,
});
