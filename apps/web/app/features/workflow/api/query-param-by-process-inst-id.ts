import { queryParamByProcessInstId, type TEndpointData } from '@supportal/contract';
import type { TTaskType } from '../../../config/paths';
import type { TCallApi } from '../../../lib/load-context';

export type TProcessParams = TEndpointData<typeof queryParamByProcessInstId>;

/** The business object of a process instance; opened from 我的已办 it is read-only (finishFlag '1'). */
export const loadProcessParams = (
  callApi: TCallApi,
  {
    processInstID,
    activityDefID,
    taskType,
  }: { processInstID: string; activityDefID: string; taskType: TTaskType },
): Promise<TProcessParams> =>
  callApi(queryParamByProcessInstId, {
    body: {
      processInstId: processInstID,
      activityDefID,
      finishFlag: taskType === 'finished' ? '1' : '0',
    },
  });
