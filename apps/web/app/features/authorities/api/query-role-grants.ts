import { queryRoleGrants, type TEndpointData } from '@supportal/contract';
import type { TCallApi } from '../../../lib/load-context';

export type TRoleGrantsView = TEndpointData<typeof queryRoleGrants>;

/** Each role with its authorities, and what this administrator may newly grant. */
export const loadRoleGrants = (callApi: TCallApi): Promise<TRoleGrantsView> =>
  callApi(queryRoleGrants, { body: {} });
