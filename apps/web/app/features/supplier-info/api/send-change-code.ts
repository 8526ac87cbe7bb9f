import { sendSupplierChangeCode, type TEndpointData, type TPinChannel } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

export type TSentChangeCode = TEndpointData<typeof sendSupplierChangeCode>;

/** Sends the second-factor code a bank account change needs. */
export const sendChangeCode = (type: TPinChannel): Promise<TSentChangeCode> =>
  apiClient.request(sendSupplierChangeCode, { body: { type } }, { area: 'supplierPortal' });
