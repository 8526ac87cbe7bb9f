import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { idString, optionalInt } from '../common/fields.js';
import {
  ALERT_CHANGE_KINDS,
  ALERT_CHANNEL_KINDS,
  ALERT_DELIVERY_STATUSES,
  type TAlertChangeKind,
  type TAlertChannelKind,
  type TAlertDeliveryStatus,
} from './saved-search.js';

export const ZAlertDelivery = z.object({
  id: z.string(),
  savedSearchId: z.string(),
  savedSearchName: z.string(),
  channelKind: z.enum(Object.keys(ALERT_CHANNEL_KINDS) as [TAlertChannelKind, ...TAlertChannelKind[]]),
  noticeId: z.string(),
  title: z.string(),
  changeKind: z.enum(Object.keys(ALERT_CHANGE_KINDS) as [TAlertChangeKind, ...TAlertChangeKind[]]),
  status: z.enum(Object.keys(ALERT_DELIVERY_STATUSES) as [TAlertDeliveryStatus, ...TAlertDeliveryStatus[]]),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createTime: z.string(),
  sentTime: z.string().nullable(),
  nextAttemptTime: z.string().nullable().describe('待发送时：下次尝试的时间'),
});
export type TAlertDelivery = z.infer<typeof ZAlertDelivery>;

export const queryAlertDeliveries = defineEndpoint('POST', '/saved-search/query-deliveries', {
  summary: '我的订阅推送记录（新的在前，分页）：已送达、待发送（含下次重试时间）和失败原因',
  access: { permission: PERMISSIONS.savedSearches },
  body: z.object({
    savedSearchId: idString('订阅编号').optional(),
    current: optionalInt('current', 1, 10_000).transform((value) => value ?? 1),
    size: optionalInt('size', 1, 50).transform((value) => value ?? 10),
  }),
  data: z.object({ total: z.number().int(), records: z.array(ZAlertDelivery) }),
});
