/** Symbols of the currencies budgets are usually given in; others show their ISO code. */
const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { CNY: '¥', USD: '$', EUR: '€', HKD: 'HK$' };

/**
 * '1250000.00' + 'CNY' → '¥1,250,000.00 CNY'. The amount is grouped as text, never through a float, so
 * a budget of any size keeps its cents.
 */
export const formatBudget = (amount: string, currency: string | null): string => {
  const [whole = '0', fraction = '00'] = amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const code = currency ?? '';
  const symbol = CURRENCY_SYMBOLS[code];
  return `${symbol ?? ''}${grouped}.${fraction}${code ? ` ${code}` : ''}`.trim();
};
