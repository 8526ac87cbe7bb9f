// The front door of modules/notice-calendar: what other parts of the server may use. Its other files are its own.
export {
  CALENDAR_PRODUCT_ID,
  noticeCalendarEvents,
  registerNoticeCalendar,
} from './notice-calendar-endpoints.js';
