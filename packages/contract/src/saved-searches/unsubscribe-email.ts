import { z } from 'zod';
import { defineEndpoint } from './area.js';
import { ZSubscriptionTokenRequest } from './confirm-email-subscription.js';

/** RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` (a form) to the address with the token. */
export const unsubscribeEmail = defineEndpoint('POST', '/saved-search/unsubscribe', {
  summary:
    '退订邮件推送（每封推送邮件中的链接，也是 List-Unsubscribe 一键退订地址）；token 在查询参数中，表单或 JSON 正文均可',
  access: 'public',
  query: ZSubscriptionTokenRequest,
  // RFC 8058 fixes the value; anything else is not a one-click unsubscribe.
  body: z
    .object({ 'List-Unsubscribe': z.literal('One-Click').optional() })
    .loose()
    .optional(),
  data: z.object({ email: z.string(), searchName: z.string() }),
});
