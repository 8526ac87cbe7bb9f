import { z } from 'zod';
import { defineDownload } from './area.js';
import { idString } from '../common/fields.js';

export const NOTICE_CALENDAR_MESSAGES = {
  notFound: '公告不存在或无权查看',
  notInForce: '公告已撤回或已失效，没有可加入日历的日程',
  noDates: '该公告没有投标截止时间或开标时间',
  calendarName: '采购公告日程',
  deadlineSummary: (title: string) => `投标截止：${title}`,
  openingSummary: (title: string) => `开标：${title}`,
  fileName: (title: string) => `${title}-日程.ics`,
  /** The ASCII fallback of the file name (clients without RFC 5987): the notice and its first date. */
  asciiFileName: (noticeId: string, date: string) => `notice-${noticeId}-${date}.ics`,
} as const;

/** Minutes before the bid deadline that the calendar event reminds (one day). */
export const NOTICE_CALENDAR_DEADLINE_REMINDER_MINUTES = 24 * 60;

/**
 * The deadline and bid opening of one notice as an iCalendar file (添加到日历): public notices for
 * everyone, logged-in-only ones with a session.
 */
export const getNoticeCalendar = defineDownload('/open-data/notice-calendar', {
  summary:
    '公告日程（text/calendar，RFC 5545）：投标截止时间与开标时间各一个日程，UID 按公告与日程固定，修订后 SEQUENCE 递增；公告不存在、无权查看、已撤回或失效、或没有这两个时间时 404；按 IP 限流（429）',
  access: 'public',
  query: z.object({ noticeId: idString('公告编号') }),
});
