import { createSupplier, type TEndpointData, type TNewSupplier } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

export type TEnteredSupplier = TEndpointData<typeof createSupplier>;

/** A supplier entered by an administrator: record version 1 and its main account, whose password comes back this once. */
export const enterSupplier = (values: TNewSupplier): Promise<TEnteredSupplier> =>
  apiClient.request(createSupplier, { body: values });
