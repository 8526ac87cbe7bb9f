import { z } from 'zod';
import { defineEndpoint } from './area.js';
import { requiredText } from '../common/fields.js';

export const ZSubscriptionTokenRequest = z.object({ token: requiredText('链接参数 token', 100) });

export const confirmEmailSubscription = defineEndpoint('POST', '/saved-search/confirm-subscription', {
  summary: '确认邮件订阅（确认邮件中的链接）；无效或过期的链接答 404',
  access: 'public',
  body: ZSubscriptionTokenRequest,
  data: z.object({ email: z.string(), searchName: z.string() }),
});
