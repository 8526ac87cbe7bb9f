import { queryProcessTrace, type TEndpointData } from '@supportal/contract';
import type { TCallApi } from '../../../lib/load-context';

export type TProcessTrace = TEndpointData<typeof queryProcessTrace>;

/** 审批记录 and what the 流程图 needs: the definition's XML, done and current steps. */
export const loadProcessTrace = (callApi: TCallApi, processInstID: string): Promise<TProcessTrace> =>
  callApi(queryProcessTrace, { body: { processInstID } });
