import { QueryClient } from '@tanstack/react-query';

const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        // Loader data seeds first renders; do not refetch it right after hydration.
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: 1,
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
