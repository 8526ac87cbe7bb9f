import type { TEndpoint, TEndpointData, TEndpointInput } from '@supportal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type TRequestOptions } from './api-client';
import { invalidateEndpoints } from './endpoint-key';

type TEndpointBody<E extends TEndpoint> = TEndpointInput<E>['body'];

type TEndpointMutationOptions<E extends TEndpoint, TVariables> = {
  /** What the page hands to `mutate`, turned into the call's body (the body itself when omitted). */
  toBody?: (variables: TVariables) => TEndpointBody<E>;
  /** Endpoints whose cached answers the change makes stale. */
  invalidates: readonly TEndpoint[];
  /** Runs with the answer before the invalidation (e.g. to put a count the answer carries in its place). */
  onAnswer?: (data: TEndpointData<E>) => void;
  request?: Pick<TRequestOptions, 'area' | 'hideErrMsg'>;
};

/** One write call as a mutation: sends it, then asks again for every answer it changed. */
export const useEndpointMutation = <E extends TEndpoint, TVariables = TEndpointBody<E>>(
  endpoint: E,
  { toBody, invalidates, onAnswer, request }: TEndpointMutationOptions<E, TVariables>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) =>
      apiClient.request(
        endpoint,
        { body: toBody ? toBody(variables) : (variables as TEndpointBody<E>) } as TEndpointInput<E>,
        request,
      ),
    onSuccess: async (data) => {
      onAnswer?.(data);
      await invalidateEndpoints(queryClient, ...invalidates);
    },
  });
};
