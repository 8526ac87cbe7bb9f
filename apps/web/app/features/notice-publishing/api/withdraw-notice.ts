import { withdrawNotice } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

/** Withdraws (or expires now) a published notice, with the reason visitors read. */
export const endNotice = (noticeId: string, action: 'withdraw' | 'expire', reason: string) =>
  apiClient.request(withdrawNotice, { body: { noticeId, action, reason } }, { area: 'supplierPortal' });
