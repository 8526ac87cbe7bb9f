import { queryAlertDeliveries } from '@supportal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/endpoint-key';

export const alertDeliveriesQuery = (current: number, size: number) =>
  queryOptions({
    queryKey: endpointKey(queryAlertDeliveries, { body: { current, size } }),
    queryFn: ({ signal }) =>
      apiClient.request(
        queryAlertDeliveries,
        { body: { current, size } },
        { area: 'supplierPortal', signal },
      ),
    placeholderData: keepPreviousData,
  });

export const useAlertDeliveries = (current: number, size: number) =>
  useQuery(alertDeliveriesQuery(current, size));
