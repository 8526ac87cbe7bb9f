import type { TEndpoint } from '@supportal/contract';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The query key of a call: the endpoint's path, then its input, so equal calls share one cache entry
 * and the key of the endpoint alone (no input) is the prefix of every call of it.
 */
export const endpointKey = (endpoint: TEndpoint, ...input: [] | [unknown]): readonly unknown[] => [
  'api',
  endpoint.path,
  ...input,
];

/** After a change: every cached answer of these endpoints, whatever its input, is asked for again. */
export const invalidateEndpoints = (queryClient: QueryClient, ...endpoints: readonly TEndpoint[]) =>
  Promise.all(
    endpoints.map((endpoint) => queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) })),
  );
