/** The nearest-rank percentile (share 0.5 = p50) of samples; 0 for none. */
export const percentile = (values: readonly number[], share: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? 0;
};
