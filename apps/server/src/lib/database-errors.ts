/** PostgreSQL's unique_violation, also when drizzle wraps the driver's error in its own. */
export const isUniqueViolation = (error: unknown): boolean => {
  const seen = new Set<unknown>();
  for (
    let cause = error;
    typeof cause === 'object' && cause !== null && !seen.has(cause);
    cause = (cause as { cause?: unknown }).cause
  ) {
    seen.add(cause);
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
};
