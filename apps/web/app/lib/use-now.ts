import { CLOCK_REFRESH_MS } from '@supportal/contract';
import { useSyncExternalStore } from 'react';

const subscribe = (onTick: () => void) => {
  const timer = setInterval(onTick, CLOCK_REFRESH_MS);
  return () => clearInterval(timer);
};

/** Whole seconds, so React sees a new snapshot only when a display of seconds changes. */
const readNow = () => Math.floor(Date.now() / CLOCK_REFRESH_MS) * CLOCK_REFRESH_MS;

/**
 * The browser's clock, ticking every CLOCK_REFRESH_MS. The server HTML and the hydrating client both
 * render `serverNow` (null: placeholders), so they match; the browser's clock takes over right after.
 */
export const useNow = (serverNow: number | null): number | null =>
  useSyncExternalStore<number | null>(subscribe, readNow, () => serverNow);
