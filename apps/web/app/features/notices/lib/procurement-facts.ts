import { NOTICE_STATE, type TNoticeDetail } from '@supportal/contract';
import { formatDateTime, toChinaTime } from '../../../lib/format-date';
import { formatBudget } from '../../../lib/format-budget';
import { noticeMessages as messages } from '../messages';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** 剩余 X天X小时X分 until the deadline (whole minutes, rounded down), or 已截止 once it has come. */
export const countdownText = (deadline: number, now: number): string => {
  const left = deadline - now;
  if (left <= 0) return messages.procurementClosed;
  const days = Math.floor(left / DAY_MS);
  const hours = Math.floor((left % DAY_MS) / HOUR_MS);
  const minutes = Math.floor((left % HOUR_MS) / MINUTE_MS);
  return messages.procurementRemaining(days, hours, minutes);
};

/** What the 项目信息 box of a detail page shows; null when the notice has none of the fields. */
export type TProcurementFactsView = {
  noticeId: string;
  projectNumber: string | null;
  budget: string | null;
  /** 'YYYY-MM-DD HH:mm:ss' China time, and the instant the countdown runs to. */
  deadline: { text: string; at: number } | null;
  opening: string | null;
  contactName: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  /** A calendar is offered while the notice is in force and has a deadline or an opening. */
  offersCalendar: boolean;
};

export const toProcurementFactsView = (notice: TNoticeDetail): TProcurementFactsView | null => {
  const deadlineAt = toChinaTime(notice.bidDeadline);
  const view = {
    noticeId: notice.noticeId,
    projectNumber: notice.projectNumber,
    budget: notice.budgetAmount === null ? null : formatBudget(notice.budgetAmount, notice.budgetCurrency),
    deadline: deadlineAt ? { text: formatDateTime(notice.bidDeadline), at: deadlineAt.valueOf() } : null,
    opening: notice.bidOpeningTime ? formatDateTime(notice.bidOpeningTime) : null,
    contactName: notice.contactName,
    contactPhone: notice.contactPhone,
    contactEmail: notice.contactEmail,
    offersCalendar:
      notice.noticeState === NOTICE_STATE.active &&
      (notice.bidDeadline !== null || notice.bidOpeningTime !== null),
  };
  const { noticeId: _id, offersCalendar: _calendar, ...facts } = view;
  return Object.values(facts).some((value) => value !== null) ? view : null;
};
