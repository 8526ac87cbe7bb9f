import { queryWorkItemList, type TEndpointData } from '@supportal/contract';
import type { TCallApi } from '../../../lib/load-context';
import { toWorkItemListRequest, type TWorkBenchState } from '../lib/work-bench-query';

export type TWorkItemPage = TEndpointData<typeof queryWorkItemList>;

/** One page of 我的待办 or 我的已办 (server: in process; browser: the request layer). */
export const loadWorkItemPage = (callApi: TCallApi, state: TWorkBenchState): Promise<TWorkItemPage> =>
  callApi(queryWorkItemList, { body: toWorkItemListRequest(state) });
