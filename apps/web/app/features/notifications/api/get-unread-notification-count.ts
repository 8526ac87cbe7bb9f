import { getUnreadNotificationCount } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

/** The bell's number; polled, so a failure stays quiet (the next poll tries again). */
export const loadUnreadCount = async (): Promise<number> =>
  (await apiClient.request(getUnreadNotificationCount, {}, { area: 'supplierPortal', hideErrMsg: true }))
    .unreadCount;
