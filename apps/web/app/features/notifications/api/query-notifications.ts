import { queryNotifications, type TEndpointData } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

export type TNotificationPage = TEndpointData<typeof queryNotifications>;

/** The newest `size` of my notifications. */
export const loadNotifications = (size: number): Promise<TNotificationPage> =>
  apiClient.request(queryNotifications, { body: { current: 1, size } }, { area: 'supplierPortal' });
