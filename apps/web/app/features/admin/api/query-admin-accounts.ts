import { queryAdminAccounts, type TAdminAccountQuery, type TEndpointData } from '@supportal/contract';
import type { TCallApi } from '../../../lib/load-context';

export type TAdminAccountPage = TEndpointData<typeof queryAdminAccounts>;

/** One page of the accounts the administrator manages, under the filter of the address. */
export const loadAdminAccountPage = (
  callApi: TCallApi,
  query: TAdminAccountQuery,
): Promise<TAdminAccountPage> => callApi(queryAdminAccounts, { body: query });
