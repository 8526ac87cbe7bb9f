import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { ZStatisticsPeriod } from './statistics-period.js';

export const ZAlertChannelDeliveries = z.object({
  channel: z.string(),
  channelName: z.string().describe('渠道（站内消息、邮件、企业微信…）'),
  sent: z.number().int().describe('已送达'),
  failed: z.number().int().describe('发送失败'),
  waiting: z.number().int().describe('待发送或发送中'),
});
export type TAlertChannelDeliveries = z.infer<typeof ZAlertChannelDeliveries>;

export const queryAlertStatistics = defineEndpoint('POST', '/statistics/query-alert-statistics', {
  summary: '统计分析：周期内本单位及下级单位公告的订阅提醒，按渠道统计送达和失败；总部看全部',
  access: { permission: PERMISSIONS.statistics },
  body: ZStatisticsPeriod,
  data: z.object({ channels: z.array(ZAlertChannelDeliveries).describe('每个渠道一行，按渠道的固定顺序') }),
});
