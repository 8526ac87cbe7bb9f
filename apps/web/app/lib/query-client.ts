import { QueryClient } from '@tanstack/react-query';
import { isAppError } from './app-error';

const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        // Loader data seeds first renders; do not refetch it right after hydration.
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Once, for a flaky network; a refused login or permission stays refused (and a retry after a
        // session's end would say 请先登录 again).
        retry: (failureCount, error) =>
          failureCount < 1 && !(isAppError(error) && (error.httpStatus === 401 || error.httpStatus === 403)),
      },
    },
  });

let browserQueryClient: QueryClient | undefined;

/** One client per request on the server (no data shared between users), one for the browser session. */
export const getQueryClient = (): QueryClient => {
  if (import.meta.env.SSR) return createQueryClient();
  browserQueryClient ??= createQueryClient();
  return browserQueryClient;
};
