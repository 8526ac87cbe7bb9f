import { getRegistrationCorrection, type TEndpointData } from '@supportal/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type TRegistrationCorrection = TEndpointData<typeof getRegistrationCorrection>;

/** The returned application a correction link opens (404 once it is used or no longer returned). */
export const registrationCorrectionQuery = (correctionToken: string) =>
  queryOptions({
    queryKey: [getRegistrationCorrection.path, correctionToken],
    queryFn: ({ signal }) =>
      apiClient.request(
        getRegistrationCorrection,
        { body: { correctionToken } },
        { signal, hideErrMsg: true },
      ),
    retry: false,
    staleTime: Infinity,
  });
