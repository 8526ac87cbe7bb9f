import { updateDemandCollection, type TDemandCollectionFields } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';
import type { TSavedDemand } from './create-demand';

/** Edit mode (status 1 or 11): the starter changes the demand of their editing task; `submit` sends it again. */
export const updateDemand = (
  fields: TDemandCollectionFields,
  workItemID: string,
  submit: boolean,
): Promise<TSavedDemand> =>
  apiClient.request(
    updateDemandCollection,
    { body: { ...fields, workItemID, submit } },
    { area: 'supplierPortal' },
  );
