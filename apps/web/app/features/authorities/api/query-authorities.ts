import { queryAuthorities, type TEndpointData } from '@supportal/contract';
import type { TCallApi } from '../../../lib/load-context';

export type TAuthorityTree = TEndpointData<typeof queryAuthorities>;

/** Every menu authority (flat) and whether this administrator may change them. */
export const loadAuthorities = (callApi: TCallApi): Promise<TAuthorityTree> =>
  callApi(queryAuthorities, { body: {} });
