import { markNotificationsRead, queryNotifications } from '@supportal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEndpointMutation } from '../../../lib/endpoint-mutation';
import { unreadNotificationCountQuery } from './get-unread-notification-count';

/** Marks some (ids) or all of my notifications read; the answer is the unread count left. */
export const useMarkNotificationsRead = () => {
  const queryClient = useQueryClient();
  return useEndpointMutation(markNotificationsRead, {
    invalidates: [queryNotifications],
    onAnswer: (unread) => queryClient.setQueryData(unreadNotificationCountQuery().queryKey, unread),
    request: { area: 'supplierPortal' },
  });
};
