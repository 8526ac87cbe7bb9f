import { queryNotifications } from '@supportal/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/endpoint-key';

/** The newest `size` of my notifications. */
export const notificationsQuery = (size: number) =>
  queryOptions({
    queryKey: endpointKey(queryNotifications, { body: { current: 1, size } }),
    queryFn: ({ signal }) =>
      apiClient.request(
        queryNotifications,
        { body: { current: 1, size } },
        { area: 'supplierPortal', signal },
      ),
  });
