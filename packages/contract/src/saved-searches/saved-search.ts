import { z } from 'zod';
import { MAX_KEYWORD_LENGTH } from '../common/constants.js';
import { commaList, idString, optionalText, plainString } from '../common/fields.js';
import { NOTICE_TYPE_CODES } from '../common/notice-types.js';
import { ORG_LEVEL_CODES } from '../common/org-levels.js';
import { FULL_TEXT_SCOPES, optionalFullTextQuery, ZFullTextScope } from '../notices/full-text-query.js';

/** Where a saved search's matches go (README, Saved searches and alerts). */
export const ALERT_CHANNEL_KINDS = {
  inApp: '站内消息',
  email: '邮件',
  wecom: '企业微信',
  dingtalk: '钉钉',
  feishu: '飞书',
} as const;
export type TAlertChannelKind = keyof typeof ALERT_CHANNEL_KINDS;
export const WEBHOOK_CHANNEL_KINDS = ['wecom', 'dingtalk', 'feishu'] as const;
export type TWebhookChannelKind = (typeof WEBHOOK_CHANNEL_KINDS)[number];

/** active: delivering; pending: an e-mail address not yet confirmed; paused: failed too often in a row. */
export const ALERT_CHANNEL_STATUSES = { active: '正常', pending: '待确认', paused: '已暂停' } as const;
export type TAlertChannelStatus = keyof typeof ALERT_CHANNEL_STATUSES;

export const ALERT_DELIVERY_STATUSES = {
  pending: '待发送',
  sending: '发送中',
  sent: '已送达',
  failed: '发送失败',
} as const;
export type TAlertDeliveryStatus = keyof typeof ALERT_DELIVERY_STATUSES;

/**
 * What a delivery reports: a new notice, a change (amendment, a deadline moved) of one already sent, or
 * that one already sent was withdrawn (撤回) or expired early (立即失效), with the reason.
 */
export const ALERT_CHANGE_KINDS = {
  published: '新公告',
  amended: '变更',
  withdrawn: '撤回',
  expired: '失效',
} as const;
export type TAlertChangeKind = keyof typeof ALERT_CHANGE_KINDS;

/** Saved searches one account may keep. */
export const MAX_SAVED_SEARCHES = 50;
/** Failed attempts in a row after which a channel is paused and its owner told. */
export const ALERT_CHANNEL_PAUSE_AFTER = 5;

export const SAVED_SEARCH_MESSAGES = {
  conditionsRequired: '请至少填写关键字，或选择公告类型、省份或单位层级中的一项',
  emailInvalid: '请输入正确的邮箱地址',
  webhookUrlInvalid: '请输入正确的机器人 Webhook 地址',
  tooMany: `每个账号最多保存 ${MAX_SAVED_SEARCHES} 个订阅`,
  noEmail: '您的账号没有绑定邮箱，不能选择邮件通知',
} as const;

/** The conditions of a search, as the search and list pages take them. */
export const ZSavedSearchConditions = z.object({
  keyword: optionalText(MAX_KEYWORD_LENGTH).describe('标题关键字（精确包含）'),
  fullTextQuery: optionalFullTextQuery().describe(
    '全文检索条件，与搜索页相同：空格分隔的词须都出现，引号内为一个短语；附件中的词在附件文字提取后匹配；与 keyword 同用时两者都须满足',
  ),
  fullTextScope: ZFullTextScope.describe(
    'fullTextQuery 的范围：all 全部（默认，含附件）/ title 标题 / body 正文 / attachment 附件',
  ),
  noticeTypes: commaList(30, 8)
    .refine(
      (types) => (types ?? []).every((type) => (NOTICE_TYPE_CODES as readonly string[]).includes(type)),
      {
        error: '公告类型不存在',
      },
    )
    .describe('公告类型；省略表示全部'),
  provAdmCode: optionalText(12)
    .refine((code) => code === undefined || /^\d{6}$/.test(code), { error: '省份代码应为 6 位数字' })
    .describe('省份行政区划代码，如 320000'),
  unitLevel: optionalText(1)
    .refine((level) => level === undefined || (ORG_LEVEL_CODES as readonly string[]).includes(level), {
      error: "单位层级应为 '1'、'2' 或 '3'",
    })
    .describe("'1' 总部, '2' 省分, '3' 地市"),
});
export type TSavedSearchConditions = z.output<typeof ZSavedSearchConditions>;

/** A search needs at least one condition: an empty one would send every public notice. */
export const hasCondition = (conditions: TSavedSearchConditions) =>
  Boolean(
    conditions.keyword ||
    conditions.fullTextQuery ||
    (conditions.noticeTypes?.length ?? 0) > 0 ||
    conditions.provAdmCode ||
    conditions.unitLevel,
  );

export const requiredEmail = () =>
  plainString(SAVED_SEARCH_MESSAGES.emailInvalid)
    .trim()
    .max(120, { error: SAVED_SEARCH_MESSAGES.emailInvalid })
    .pipe(z.email({ error: SAVED_SEARCH_MESSAGES.emailInvalid }));

export const ZAlertChannel = z.object({
  id: z.string(),
  kind: z.enum(Object.keys(ALERT_CHANNEL_KINDS) as [TAlertChannelKind, ...TAlertChannelKind[]]),
  /** The e-mail address, or the webhook's host and path with its key masked; never the full address. */
  target: z.string(),
  status: z.enum(Object.keys(ALERT_CHANNEL_STATUSES) as [TAlertChannelStatus, ...TAlertChannelStatus[]]),
  consecutiveFailures: z.number().int(),
  lastError: z.string().nullable(),
});
export type TAlertChannel = z.infer<typeof ZAlertChannel>;

export const ZSavedSearch = z.object({
  id: z.string(),
  name: z.string(),
  keyword: z.string(),
  fullTextQuery: z.string().describe('全文检索条件；空为没有'),
  fullTextScope: z.enum(FULL_TEXT_SCOPES),
  noticeTypes: z.array(z.string()),
  provAdmCode: z.string().nullable(),
  unitLevel: z.string().nullable(),
  createTime: z.string(),
  feedTokenCreateTime: z.string().nullable().describe('订阅源链接的生成时间；null 表示未生成或已停用'),
  channels: z.array(ZAlertChannel),
});
export type TSavedSearch = z.infer<typeof ZSavedSearch>;

export const ZSavedSearchIdRequest = z.object({ id: idString('订阅编号') });
export const ZAlertChannelIdRequest = z.object({ channelId: idString('通知渠道编号') });
