import { quoted } from '../../lib/quoted-text.js';

/** What alert messages say: mails, chat-robot messages and the bell's notifications. */
export const ALERT_MESSAGES = {
  searchLine: (name: string) => `订阅：${name}`,
  typeLine: (label: string) => `类型：${label}`,
  unitLine: (name: string) => `单位：${name}`,
  publishedLine: (time: string) => `发布时间：${time}`,
  amendedLine: (time: string) => `变更时间：${time}`,
  bidDeadlineLine: (time: string) => `投标截止时间：${time}`,
  /** An amendment that moved (set or cleared) the bid deadline says so, with both times. */
  bidDeadlineMovedLine: (before: string | null, after: string | null) =>
    `投标截止时间变更：${before ?? '无'} → ${after ?? '无'}`,
  /** A withdrawn (撤回) or early-expired (立即失效) notice: the reason, and that it no longer applies. */
  withdrawnLine: (reason: string) => `撤回原因：${reason}`,
  expiredLine: (reason: string) => `失效原因：${reason}`,
  outOfForceLine: '该公告已不再有效，投标截止时间不再适用。',
  mailIntro: (searchName: string, changeKind: string) => `您订阅的${quoted(searchName)}有${changeKind}：`,
  mailLink: (link: string) => `查看公告：${link}`,
  mailUnsubscribe: (page: string) => `不想再收到此订阅的邮件？一键退订：${page}`,
  pausedTitle: (channelKind: string) => `订阅推送已暂停：${channelKind}`,
  pausedBody: (failures: number, reason: string) =>
    `该渠道连续 ${failures} 次发送失败（${reason}），已暂停推送。请检查后在“我的订阅”中恢复，未发出的推送会继续发送。`,
} as const;
