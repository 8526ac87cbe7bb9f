import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** The page's host name in the browser; null on the server and while hydrating, so both render alike. */
export const useHostname = (): string | null =>
  useSyncExternalStore(
    noSubscription,
    () => window.location.hostname,
    () => null,
  );
