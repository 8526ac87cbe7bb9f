import { getWorkItem, type TEndpointData } from '@supportal/contract';
import type { TCallApi } from '../../../lib/load-context';

export type TWorkItemDetail = TEndpointData<typeof getWorkItem>;

/** The task and what the caller may do with it now. */
export const loadWorkItem = (callApi: TCallApi, workItemID: string): Promise<TWorkItemDetail> =>
  callApi(getWorkItem, { body: { workItemID } });
