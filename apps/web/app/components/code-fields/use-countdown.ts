import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left of a countdown started with start(n); 0 when idle. Counted from its end time, not by
 * summing ticks, so a throttled background tab (or a test's jumping clock) still ends it on time.
 */
export const useCountdown = () => {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(0);
  const secondsLeft = Math.max(0, Math.ceil((endsAt - now) / 1000));
  useEffect(() => {
    if (secondsLeft <= 0) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), 1_000);
    return () => clearTimeout(timer);
  }, [secondsLeft, now]);
  const start = useCallback((seconds: number) => {
    const startedAt = Date.now();
    setNow(startedAt);
    setEndsAt(startedAt + seconds * 1000);
  }, []);
  return { secondsLeft, start };
};
