import { queryNoticeDrafts, type TEndpointData, type TEndpointInput } from '@supportal/contract';
import type { TCallApi } from '../../../lib/load-context';

export type TNoticeDraftFilter = TEndpointInput<typeof queryNoticeDrafts>['body'];
export type TNoticeDraftPage = TEndpointData<typeof queryNoticeDrafts>;

export const loadNoticeDrafts = (callApi: TCallApi, filter: TNoticeDraftFilter): Promise<TNoticeDraftPage> =>
  callApi(queryNoticeDrafts, { body: filter });
