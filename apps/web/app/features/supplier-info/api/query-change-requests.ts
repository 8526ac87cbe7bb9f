import { querySupplierChangeRequests, type TEndpointData } from '@supportal/contract';
import type { TCallApi } from '../../../lib/load-context';

export type TChangeRequestPage = TEndpointData<typeof querySupplierChangeRequests>;

/** One page of the company's change requests (变更记录), newest first. */
export const loadChangeRequests = (callApi: TCallApi, pageNum: number): Promise<TChangeRequestPage> =>
  callApi(querySupplierChangeRequests, { body: { pageNum } });
