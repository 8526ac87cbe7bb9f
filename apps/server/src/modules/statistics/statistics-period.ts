import type { TStatisticsPeriod } from '@supportal/contract';

const CHINA_OFFSET = '+08:00';

const nextMonth = (month: string) => {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  return monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
};

/** The instants a period of China-time months covers: [first day of fromMonth, first day after toMonth). */
export const periodInstants = (period: TStatisticsPeriod): { from: Date; to: Date } => ({
  from: new Date(`${period.fromMonth}-01T00:00:00${CHINA_OFFSET}`),
  to: new Date(`${nextMonth(period.toMonth)}-01T00:00:00${CHINA_OFFSET}`),
});
