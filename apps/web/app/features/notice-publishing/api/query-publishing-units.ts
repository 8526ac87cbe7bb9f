import { queryPublishingUnits, type TEndpointData } from '@supportal/contract';
import type { TCallApi } from '../../../lib/load-context';

export type TPublishingUnit = TEndpointData<typeof queryPublishingUnits>[number];

export const loadPublishingUnits = (callApi: TCallApi): Promise<TPublishingUnit[]> =>
  callApi(queryPublishingUnits, { body: {} });
