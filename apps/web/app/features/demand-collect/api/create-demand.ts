import {
  createDemandCollection,
  type TDemandCollectionFields,
  type TEndpointData,
} from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

export type TSavedDemand = TEndpointData<typeof createDemandCollection>;

/** Submits a purchase demand for review; `submit` false only saves it. */
export const createDemand = (fields: TDemandCollectionFields, submit: boolean): Promise<TSavedDemand> =>
  apiClient.request(createDemandCollection, { body: { ...fields, submit } }, { area: 'supplierPortal' });
