import { markNotificationsRead, type TEndpointInput } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

/** Marks some (ids) or all of my notifications read; answers the unread count left. */
export const markRead = async (body: TEndpointInput<typeof markNotificationsRead>['body']): Promise<number> =>
  (await apiClient.request(markNotificationsRead, { body }, { area: 'supplierPortal' })).unreadCount;
