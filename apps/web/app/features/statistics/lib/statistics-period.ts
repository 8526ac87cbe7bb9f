import { MAX_STATISTICS_MONTHS, monthsBetween, type TStatisticsPeriod } from '@supportal/contract';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DEFAULT_MONTHS = 12;

/** The month of an instant in China time (YYYY-MM). */
export const chinaMonthOf = (at: Date) => new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 7);

const monthsBefore = (month: string, count: number) => {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const serial = year * 12 + (monthNumber - 1) - count;
  return `${Math.floor(serial / 12)}-${String((serial % 12) + 1).padStart(2, '0')}`;
};

/** The last twelve months up to this one. */
export const defaultPeriod = (now: Date): TStatisticsPeriod => {
  const toMonth = chinaMonthOf(now);
  return { fromMonth: monthsBefore(toMonth, DEFAULT_MONTHS - 1), toMonth };
};

/** The period of the address (from, to); an unreadable or impossible one falls back to the last twelve months. */
export const periodOfAddress = (params: URLSearchParams, now: Date): TStatisticsPeriod => {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (!MONTH.test(from) || !MONTH.test(to) || from > to) return defaultPeriod(now);
  if (monthsBetween(from, to) > MAX_STATISTICS_MONTHS) return defaultPeriod(now);
  return { fromMonth: from, toMonth: to };
};
