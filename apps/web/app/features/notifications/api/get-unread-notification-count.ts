import { getUnreadNotificationCount } from '@supportal/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/endpoint-key';

/** The bell's number; polled, so a failure stays quiet (the next poll tries again). */
export const unreadNotificationCountQuery = () =>
  queryOptions({
    queryKey: endpointKey(getUnreadNotificationCount, {}),
    queryFn: ({ signal }) =>
      apiClient.request(getUnreadNotificationCount, {}, { area: 'supplierPortal', hideErrMsg: true, signal }),
  });
