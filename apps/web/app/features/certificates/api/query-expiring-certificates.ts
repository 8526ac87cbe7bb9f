import { queryExpiringCertificates } from '@supportal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/endpoint-key';

export const expiringCertificatesQuery = () =>
  queryOptions({
    queryKey: endpointKey(queryExpiringCertificates, {}),
    queryFn: ({ signal }) =>
      apiClient.request(queryExpiringCertificates, {}, { area: 'supplierPortal', hideErrMsg: true, signal }),
  });

/** My company's certificates ending within 30 days, and those already ended; quiet on failure. */
export const useExpiringCertificates = () =>
  useQuery({ ...expiringCertificatesQuery(), select: (data) => data.records });
