import { getToken, type TSsoTicket } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

/** A single-use sign-on ticket for the task window, asked for right before the window opens. */
export const fetchTaskWindowTicket = (): Promise<TSsoTicket> =>
  apiClient.request(getToken, {}, { area: 'supplierPortal' });
