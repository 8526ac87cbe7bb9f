import { z } from 'zod';

/** The longest period one statistics call covers, in months (three years). */
export const MAX_STATISTICS_MONTHS = 36;

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

const month = (label: string) =>
  z
    .string({ error: `${label}不能为空` })
    .trim()
    .regex(MONTH_PATTERN, { error: `${label}应为 YYYY-MM 格式的月份` });

/** How many calendar months from `from` to `to`, both included ('2026-01'..'2026-03' is 3). */
export const monthsBetween = (from: string, to: string): number => {
  const [fromYear, fromMonth] = from.split('-').map(Number);
  const [toYear, toMonth] = to.split('-').map(Number);
  return ((toYear ?? 0) - (fromYear ?? 0)) * 12 + ((toMonth ?? 0) - (fromMonth ?? 0)) + 1;
};

/** The months of a period in order ('2026-01', '2026-02', …). */
export const monthsOf = (from: string, to: string): string[] => {
  const [fromYear = 0, fromMonth = 1] = from.split('-').map(Number);
  return Array.from({ length: Math.max(0, monthsBetween(from, to)) }, (_unused, index) => {
    const serial = fromYear * 12 + (fromMonth - 1) + index;
    return `${Math.floor(serial / 12)}-${String((serial % 12) + 1).padStart(2, '0')}`;
  });
};

/** 统计周期: from one month to another, both included, in China time; every statistics call takes it. */
export const ZStatisticsPeriod = z
  .object({
    fromMonth: month('起始月份').describe('起始月份（北京时间，YYYY-MM，含）'),
    toMonth: month('截止月份').describe('截止月份（北京时间，YYYY-MM，含）'),
  })
  .refine((period) => period.fromMonth <= period.toMonth, {
    error: '起始月份不能晚于截止月份',
    path: ['toMonth'],
  })
  .refine((period) => monthsBetween(period.fromMonth, period.toMonth) <= MAX_STATISTICS_MONTHS, {
    error: `统计周期不能超过${MAX_STATISTICS_MONTHS}个月`,
    path: ['toMonth'],
  });
export type TStatisticsPeriod = z.infer<typeof ZStatisticsPeriod>;
