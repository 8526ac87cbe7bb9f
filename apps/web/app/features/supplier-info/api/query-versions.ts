import { querySupplierVersions, type TEndpointData } from '@supportal/contract';
import type { TCallApi } from '../../../lib/load-context';

export type TVersionPage = TEndpointData<typeof querySupplierVersions>;

/** One page of the record's approved versions (历史版本), newest first. */
export const loadVersions = (callApi: TCallApi, pageNum: number): Promise<TVersionPage> =>
  callApi(querySupplierVersions, { body: { pageNum } });
