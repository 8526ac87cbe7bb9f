import {
  createStaffAccount,
  createSupplierAccount,
  type TEndpointData,
  type TNewStaffAccount,
  type TNewSupplierAccount,
} from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

export type TCreatedAccount = TEndpointData<typeof createStaffAccount>;

/** A new staff account; its generated password comes back this once. */
export const createStaff = (values: TNewStaffAccount): Promise<TCreatedAccount> =>
  apiClient.request(createStaffAccount, { body: values });

/** A new main account of a registered supplier; its generated password comes back this once. */
export const createSupplier = (values: TNewSupplierAccount): Promise<TCreatedAccount> =>
  apiClient.request(createSupplierAccount, { body: values });
