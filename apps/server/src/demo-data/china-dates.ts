import { CHINA_UTC_OFFSET_MINUTES } from '@supportal/contract';

export const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const OFFSET_MS = CHINA_UTC_OFFSET_MINUTES * 60_000;

/** The wall clock in China as UTC fields of a shifted date, so the machine's zone never matters. */
const chinaClock = (date: Date) => new Date(date.getTime() + OFFSET_MS);
const twoDigits = (value: number) => String(value).padStart(2, '0');

export const chinaYear = (date: Date): number => chinaClock(date).getUTCFullYear();
export const chinaMonth = (date: Date): number => chinaClock(date).getUTCMonth() + 1;
export const chinaDayOfMonth = (date: Date): number => chinaClock(date).getUTCDate();
export const chinaQuarter = (date: Date): number => Math.floor(chinaClock(date).getUTCMonth() / 3) + 1;

/** '2025年03月12日', as notice bodies write dates. */
export const chineseDateText = (date: Date): string => {
  const clock = chinaClock(date);
  return `${clock.getUTCFullYear()}年${twoDigits(clock.getUTCMonth() + 1)}月${twoDigits(clock.getUTCDate())}日`;
};

/** '2025年03月12日 09:30'. */
export const chineseDateTimeText = (date: Date): string => {
  const clock = chinaClock(date);
  return `${chineseDateText(date)} ${twoDigits(clock.getUTCHours())}:${twoDigits(clock.getUTCMinutes())}`;
};

/**
 * The instant at `hours` (fractional) China time on the China calendar day of `date`: notices go out
 * and deadlines fall in office hours.
 */
export const atChinaHour = (date: Date, hours: number): Date => {
  const clock = chinaClock(date);
  const dayStartUtc = Date.UTC(clock.getUTCFullYear(), clock.getUTCMonth(), clock.getUTCDate()) - OFFSET_MS;
  return new Date(dayStartUtc + Math.round(hours * HOUR_MS));
};

/** Saturday and Sunday in China; weekend dates are moved to the Friday before. */
export const toChinaWeekday = (date: Date): Date => {
  const weekday = chinaClock(date).getUTCDay();
  if (weekday === 6) return new Date(date.getTime() - DAY_MS);
  if (weekday === 0) return new Date(date.getTime() - 2 * DAY_MS);
  return date;
};

export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);
