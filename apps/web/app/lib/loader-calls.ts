import { isCancelledError } from '@tanstack/react-query';
import { apiClient, type TRequestOptions } from './api-client';
import { isAppError } from './app-error';
import { endpointKey } from './endpoint-key';
import type { TCallApi, TLoadContext } from './load-context';
import { getQueryClient } from './query-client';
import { currentViewer } from './viewer';

/** How long a list answer is reused in the browser before it is asked for again. */
export const LIST_CACHE_MS = 5 * 60_000;

/**
 * The calls a page loader makes, by how fresh they must be. On the server every kind is the in-process
 * `callApi`; in the browser they go through the request layer and the TanStack Query cache, so one
 * load function builds a page on both sides.
 */
export type TLoaderCalls = {
  /** Dictionaries and other reference data: asked once per session. */
  reference: TCallApi;
  /** Lists and details: reused for a while (tabs keep their list). */
  cached: TCallApi;
  /** Asked every time (show-all tabs, search results). */
  fresh: TCallApi;
  /** Whether a user is logged in: lists then ask for what logged-in users may see too. */
  viewer: { loggedIn: boolean };
};

/** On the server: in-process calls as the requesting browser's session (or an anonymous visitor). */
export const serverLoaderCalls = ({ callApi, loggedIn }: TLoadContext): TLoaderCalls => ({
  reference: callApi,
  cached: callApi,
  fresh: callApi,
  viewer: { loggedIn },
});

/** One call through the request layer of spec section 8, answered from the cache while fresh. */
export const createBrowserCallApi =
  (staleTimeMs: number, requestOptions: Pick<TRequestOptions, 'hideErrMsg' | 'pageUrl'> = {}): TCallApi =>
  (endpoint, input) =>
    getQueryClient().fetchQuery({
      queryKey: endpointKey(endpoint, input),
      queryFn: ({ signal }) => apiClient.request(endpoint, input, { ...requestOptions, signal }),
      staleTime: staleTimeMs,
      // The request layer has already told the user; asking again would tell them twice.
      retry: false,
    });

/**
 * Browser calls of the client loader of `request`'s page. `hideErrMsg` for loaders whose failures are
 * only logged (lists, dictionaries: spec section 8).
 */
export const browserLoaderCalls = (
  request: Request,
  options: Pick<TRequestOptions, 'hideErrMsg'> = {},
): TLoaderCalls => {
  // Should the session turn out to have ended, logging in again leads to the page being loaded.
  const url = new URL(request.url);
  const requestOptions = { ...options, pageUrl: `${url.pathname}${url.search}` };
  return {
    reference: createBrowserCallApi(Infinity, requestOptions),
    cached: createBrowserCallApi(LIST_CACHE_MS, requestOptions),
    fresh: createBrowserCallApi(0, requestOptions),
    viewer: { loggedIn: currentViewer() !== null },
  };
};

/**
 * Whether a call failed because the thing does not exist (or is hidden from the caller): the server's
 * in-process error carries code 'notFound', the browser's AppError resultStat '404'.
 */
export const isNotFoundError = (error: unknown): boolean =>
  (isAppError(error) && (error.resultStat === '404' || error.httpStatus === 404)) ||
  (typeof error === 'object' && error !== null && 'code' in error && error.code === 'notFound');

/** What a page loads, given the calls and the parameters of its address (which it may ignore). */
type TPageLoad<T> = (calls: TLoaderCalls, params: URLSearchParams) => Promise<T>;

/** The server loader of a page (a route's `loader`). */
export const serverLoaderOf =
  <T>(load: TPageLoad<T>) =>
  ({ request, context }: { request: Request; context: TLoadContext }) =>
    load(serverLoaderCalls(context), new URL(request.url).searchParams);

/** Its browser loader (a route's `clientLoader`): the page, not the request layer, tells of errors. */
export const browserLoaderOf =
  <T>(load: TPageLoad<T>) =>
  ({ request }: { request: Request }) =>
    load(browserLoaderCalls(request, { hideErrMsg: true }), new URL(request.url).searchParams);

/**
 * A list call as the page shows it: its page, or, when the call failed (logged), the empty page marked
 * failed, which the page shows with a retry, never as 暂无数据 / 共 0 条.
 */
export const loadPageOrFailure = <T>(
  request: Promise<T>,
  part: string,
  empty: T,
): Promise<{ page: T; failed: boolean }> =>
  request.then((page) => ({ page, failed: false }), loggedFallback(part, { page: empty, failed: true }));

/**
 * For parts whose failure is only logged (spec section 8): logs and yields the fallback. A call
 * cancelled because the session ended meanwhile (the cache is cleared) did not fail: nothing to log.
 */
export const loggedFallback =
  <T>(part: string, fallback: T) =>
  (error: unknown): T => {
    if (!isCancelledError(error)) console.error(`[loader] ${part} failed to load`, error);
    return fallback;
  };
