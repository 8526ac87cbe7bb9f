import { useSyncExternalStore } from 'react';

/**
 * What the home page shows when the visitor comes back to it ("kept alive"): carousel slide and
 * active tabs live in this module-level store for the browser session (its data stays in the
 * TanStack Query cache). Only browser events write it, so the server always renders the defaults.
 */
export type THomeViewState = {
  bannerIndex: number;
  typeTabIndex: number;
  levelTabIndex: number;
};

const INITIAL_STATE: THomeViewState = { bannerIndex: 0, typeTabIndex: 0, levelTabIndex: 0 };

let state = INITIAL_STATE;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const update = (changes: Partial<THomeViewState>) => {
  state = { ...state, ...changes };
  listeners.forEach((listener) => listener());
};

export const useHomeViewState = (): [THomeViewState, (changes: Partial<THomeViewState>) => void] => {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => INITIAL_STATE,
  );
  // A module function: the same on every render.
  return [current, update];
};
