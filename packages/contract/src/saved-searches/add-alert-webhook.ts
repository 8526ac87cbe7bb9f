import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { idString, optionalText, plainString } from '../common/fields.js';
import { SAVED_SEARCH_MESSAGES, WEBHOOK_CHANNEL_KINDS, ZAlertChannel } from './saved-search.js';

export const ZAddAlertWebhookRequest = z.object({
  savedSearchId: idString('订阅编号'),
  kind: z.enum(WEBHOOK_CHANNEL_KINDS, { error: '机器人类型应为 wecom、dingtalk 或 feishu' }),
  url: plainString(SAVED_SEARCH_MESSAGES.webhookUrlInvalid)
    .trim()
    .min(1, { error: SAVED_SEARCH_MESSAGES.webhookUrlInvalid })
    .max(500, { error: SAVED_SEARCH_MESSAGES.webhookUrlInvalid }),
  secret: optionalText(200).describe('钉钉“加签”密钥（SEC 开头）或飞书签名校验密钥；企业微信不用'),
});

export const addAlertWebhook = defineEndpoint('POST', '/saved-search/add-webhook', {
  summary:
    '给搜索订阅添加群机器人（企业微信、钉钉、飞书）：先发一条测试消息，机器人接受才保存；失败答 400 并说明原因；每个账号每小时最多 20 条测试消息（429）',
  access: { permission: PERMISSIONS.savedSearches },
  body: ZAddAlertWebhookRequest,
  data: ZAlertChannel,
});
