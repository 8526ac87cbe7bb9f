/** A demand line as the form may hold it while being typed (numbers missing until entered). */
export type TDemandLineAmounts = { quantity?: number | null; unitPrice?: number | null };

/** 小计 of a line in yuan: quantity × unit price, rounded to the fen; 0 until both are entered. */
export const lineSubtotal = ({ quantity, unitPrice }: TDemandLineAmounts): number =>
  typeof quantity === 'number' && typeof unitPrice === 'number'
    ? Math.round(quantity * unitPrice * 100) / 100
    : 0;

/** 预算合计: the sum of the lines' subtotals, counted in fen so no cents get lost. */
export const demandBudget = (lines: readonly (TDemandLineAmounts | undefined)[]): number =>
  lines.reduce((fen, line) => fen + Math.round(lineSubtotal(line ?? {}) * 100), 0) / 100;

/** Yuan with two decimals and thousands separators: 12345.6 → '12,345.60'. */
export const formatYuan = (amount: number): string =>
  amount.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
