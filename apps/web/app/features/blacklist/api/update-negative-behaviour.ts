import { updateNegativeBehaviour, type TNegativeBehaviourFields } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';
import type { TSavedNegativeBehaviour } from './create-negative-behaviour';

/** Edit mode: the starter changes the record of their editing task; `submit` true sends it again. */
export const updateNegativeBehaviourRecord = (
  fields: TNegativeBehaviourFields,
  workItemID: string,
  submit: boolean,
): Promise<TSavedNegativeBehaviour> =>
  apiClient.request(
    updateNegativeBehaviour,
    { body: { ...fields, workItemID, submit } },
    { area: 'supplierPortal' },
  );
