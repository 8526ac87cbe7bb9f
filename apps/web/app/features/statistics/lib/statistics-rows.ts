import {
  monthsOf,
  type TApprovalStep,
  type TNoticesPerMonth,
  type TStatisticsPeriod,
} from '@supportal/contract';

/** A month with one count per notice type (the `type:<code>` fields) and their total. */
export type TMonthByType = { month: string; total: number } & Record<`type:${string}`, number>;

/**
 * Notices per month and type as the stacked chart and its table read them: every month of the period
 * (empty months too), one column per type that occurs, and the month's total.
 */
export const noticesByMonthAndType = (
  period: TStatisticsPeriod,
  perMonth: readonly TNoticesPerMonth[],
): { rows: TMonthByType[]; types: { key: `type:${string}`; name: string }[] } => {
  const types = [...new Map(perMonth.map((row) => [row.purchaseNoticeType, row.typeName])).entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([code, name]) => ({ key: `type:${code}` as const, name }));
  const rows = monthsOf(period.fromMonth, period.toMonth).map((month) => {
    const ofMonth = perMonth.filter((row) => row.month === month);
    const counts = Object.fromEntries(
      types.map((type) => [
        type.key,
        ofMonth.find((row) => `type:${row.purchaseNoticeType}` === type.key)?.published ?? 0,
      ]),
    );
    return { month, ...counts, total: ofMonth.reduce((sum, row) => sum + row.published, 0) } as TMonthByType;
  });
  return { rows, types };
};

/** A step of a process as one label: 流程 · 环节. */
export type TStepRow = TApprovalStep & { step: string };
export const stepRows = (steps: readonly TApprovalStep[]): TStepRow[] =>
  steps.map((step) => ({ ...step, step: `${step.processName} · ${step.stepName}` }));

/** A unit's name without the company's name before it (江苏省分公司 for 通信铁塔股份有限公司江苏省分公司). */
export const shortUnitName = (name: string) => name.replace(/^.*有限公司(?=.)/, '');
