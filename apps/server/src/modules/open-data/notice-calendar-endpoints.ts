import type { FastifyInstance } from 'fastify';
import {
  getNoticeCalendar,
  NOTICE_CALENDAR_DEADLINE_REMINDER_MINUTES,
  NOTICE_CALENDAR_MESSAGES as messages,
  NOTICE_STATE,
  OPEN_DATA_MESSAGES,
  OPEN_DATA_RATE_LIMITS,
  PROCUREMENT_FIELD_LABELS,
  publicNoticePath,
  type TNoticeDetail,
  type TNoticeListItem,
} from '@supportal/contract';
import { AppError } from '../../lib/app-error.js';
import { parseChinaTime } from '../../lib/china-time.js';
import { registerDownloadEndpoint } from '../../lib/endpoint/index.js';
import { writeCalendar, type TCalendarEvent } from '../../lib/icalendar.js';
import { contentDisposition } from '../files/index.js';
import type { TRateRule } from '../../plugins/rate-limit.js';
import type { TNoticeFeedDeps } from './notice-feed-routes.js';
import { findVisibleNotice } from '../notices/index.js';

export const CALENDAR_PRODUCT_ID = '-//supportal//Notice Calendar//ZH';
export const NOTICE_CALENDAR_RATE_RULE: TRateRule = {
  name: 'open-data-notice-calendar',
  ...OPEN_DATA_RATE_LIMITS.noticeCalendar,
};
/** Right-hand side of every UID: ids stay the same whichever address the file was downloaded from. */
const UID_DOMAIN = 'notice-calendar.supportal';
/** Characters file systems refuse in a name, and control characters. */
// eslint-disable-next-line no-control-regex -- control characters are what is being removed
const UNSAFE_FILE_NAME_CHARACTERS = /[\\/:*?"<>|\u0000-\u001f]/g;
const FILE_NAME_TITLE_MAX_CHARS = 60;

/** What a calendar entry needs of a notice: its dates, the facts it repeats and its revision. */
type TCalendarNotice = TNoticeListItem & Pick<TNoticeDetail, 'revision'>;

/** The detail's facts a calendar entry repeats: project number, budget, contact, the page. */
const descriptionOf = (notice: TCalendarNotice, detailUrl: string) =>
  [
    notice.projectNumber && `${PROCUREMENT_FIELD_LABELS.projectNumber}：${notice.projectNumber}`,
    notice.budgetAmount &&
      `${PROCUREMENT_FIELD_LABELS.budgetAmount}：${notice.budgetAmount} ${notice.budgetCurrency ?? ''}`.trim(),
    notice.orgName,
    notice.contactName && `${PROCUREMENT_FIELD_LABELS.contactName}：${notice.contactName}`,
    notice.contactPhone && `${PROCUREMENT_FIELD_LABELS.contactPhone}：${notice.contactPhone}`,
    notice.contactEmail && `${PROCUREMENT_FIELD_LABELS.contactEmail}：${notice.contactEmail}`,
    detailUrl,
  ]
    .filter((line): line is string => Boolean(line))
    .join('\n');

/**
 * The deadline and the opening of a notice as calendar events. UIDs are fixed per notice and event;
 * SEQUENCE follows the notice's revision, so an amended deadline replaces the one imported before.
 */
export const noticeCalendarEvents = (notice: TCalendarNotice, detailUrl: string): TCalendarEvent[] => {
  const common = {
    description: descriptionOf(notice, detailUrl),
    url: detailUrl,
    sequence: notice.revision - 1,
  };
  const deadline = notice.bidDeadline ? parseChinaTime(notice.bidDeadline) : null;
  const opening = notice.bidOpeningTime ? parseChinaTime(notice.bidOpeningTime) : null;
  return [
    ...(deadline
      ? [
          {
            ...common,
            uid: `notice-${notice.noticeId}-bid-deadline@${UID_DOMAIN}`,
            start: deadline,
            summary: messages.deadlineSummary(notice.noticeTitle),
            alarmMinutesBefore: NOTICE_CALENDAR_DEADLINE_REMINDER_MINUTES,
          },
        ]
      : []),
    ...(opening
      ? [
          {
            ...common,
            uid: `notice-${notice.noticeId}-bid-opening@${UID_DOMAIN}`,
            start: opening,
            summary: messages.openingSummary(notice.noticeTitle),
          },
        ]
      : []),
  ];
};

const fileNameOf = (title: string) =>
  messages.fileName(
    [...title.replace(UNSAFE_FILE_NAME_CHARACTERS, '_')].slice(0, FILE_NAME_TITLE_MAX_CHARS).join(''),
  );

/** notice-<id>-<YYYYMMDD of the deadline, else the opening>.ics: readable where UTF-8 names are not. */
const asciiFileNameOf = (notice: TCalendarNotice) =>
  messages.asciiFileName(
    notice.noticeId,
    (notice.bidDeadline ?? notice.bidOpeningTime ?? '').slice(0, 10).replaceAll('-', ''),
  );

/**
 * 添加到日历: GET /open-data/notice-calendar?noticeId= answers text/calendar for a notice the caller
 * may read (logged-in-only ones need a session) that is in force and has a deadline or an opening.
 */
export const registerNoticeCalendar = (app: FastifyInstance, deps: TNoticeFeedDeps) => {
  registerDownloadEndpoint(
    app,
    getNoticeCalendar,
    { produces: 'text/calendar', errorStatuses: [400, 404, 429] },
    async (query, context, reply) => {
      await deps.limiter.hit(NOTICE_CALENDAR_RATE_RULE, context.ip, OPEN_DATA_MESSAGES.tooManyRequests);
      const notice = await findVisibleNotice(deps.db, Number(query.noticeId), {
        loggedIn: context.loggedIn,
      });
      if (!notice) throw new AppError('notFound', messages.notFound);
      if (notice.noticeState !== NOTICE_STATE.active) throw new AppError('notFound', messages.notInForce);
      const events = noticeCalendarEvents(
        notice,
        `${deps.publicBaseUrl()}${publicNoticePath(notice.noticeId)}`,
      );
      if (events.length === 0) throw new AppError('notFound', messages.noDates);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header(
          'content-disposition',
          contentDisposition(fileNameOf(notice.noticeTitle), asciiFileNameOf(notice)),
        )
        .header('cache-control', context.loggedIn ? 'private, no-store' : 'no-cache')
        .send(
          writeCalendar({
            productId: CALENDAR_PRODUCT_ID,
            name: messages.calendarName,
            now: new Date(),
            events,
          }),
        );
    },
  );
};
