import { markNotificationsRead, queryNotifications, type TEndpointInput } from '@supportal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateEndpoints } from '../../../lib/endpoint-key';
import { unreadNotificationCountQuery } from './get-unread-notification-count';

/** Marks some (ids) or all of my notifications read; the answer is the unread count left. */
export const useMarkNotificationsRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TEndpointInput<typeof markNotificationsRead>['body']) =>
      apiClient.request(markNotificationsRead, { body }, { area: 'supplierPortal' }),
    onSuccess: async (unread) => {
      queryClient.setQueryData(unreadNotificationCountQuery().queryKey, unread);
      await invalidateEndpoints(queryClient, queryNotifications);
    },
  });
};
