import { z } from 'zod';
import { defineEndpoint } from './area.js';
import {
  hasCondition,
  requiredEmail,
  SAVED_SEARCH_MESSAGES,
  ZSavedSearchConditions,
} from './saved-search.js';

export const ZSubscribeEmailRequest = ZSavedSearchConditions.extend({ email: requiredEmail() }).refine(
  hasCondition,
  { error: SAVED_SEARCH_MESSAGES.conditionsRequired, path: ['keyword'] },
);

export const subscribeEmail = defineEndpoint('POST', '/saved-search/subscribe-email', {
  summary:
    '不登录用邮箱订阅一个搜索：先发确认邮件（双重确认），点确认链接之前不发送任何公告；按 IP 和邮箱限流',
  access: 'public',
  body: ZSubscribeEmailRequest,
  data: z.object({ email: z.string() }),
});
