import { getNoticeCalendar } from '@supportal/contract';

/** Address of a notice's deadline and opening as an iCalendar file (添加到日历). */
export const noticeCalendarUrl = (noticeId: string): string =>
  `${getNoticeCalendar.path}?${new URLSearchParams({ noticeId }).toString()}`;
