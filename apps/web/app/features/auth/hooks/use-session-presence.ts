import { useSyncExternalStore } from 'react';
import { readSessionToken } from '../../../lib/session-storage';

const noSubscription = () => () => undefined;

/** Whether a session token is stored; false on the server and while hydrating. */
export const useHasSessionToken = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => readSessionToken() !== null,
    () => false,
  );
