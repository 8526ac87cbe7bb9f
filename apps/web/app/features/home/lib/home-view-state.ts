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

export const updateHomeView = (changes: Partial<THomeViewState>) => {
  state = { ...state, ...changes };
  listeners.forEach((listener) => listener());
};

/**
 * One value of the store: a component re-renders only when its own value changes, so the slide that
 * turns every 5 s re-renders the carousel, not the whole page (~0.1–0.4 s of a slow phone's main
 * thread each time, which kept Lighthouse from ever seeing the page idle).
 */
export const useHomeView = <TKey extends keyof THomeViewState>(key: TKey): THomeViewState[TKey] =>
  useSyncExternalStore(
    subscribe,
    () => state[key],
    () => INITIAL_STATE[key],
  );
