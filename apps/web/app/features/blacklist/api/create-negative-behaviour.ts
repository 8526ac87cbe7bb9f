import {
  createNegativeBehaviour,
  type TEndpointData,
  type TNegativeBehaviourFields,
} from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

export type TSavedNegativeBehaviour = TEndpointData<typeof createNegativeBehaviour>;

/** Records a negative behaviour and starts its black-list process; `submit` false only saves it. */
export const createNegativeBehaviourRecord = (
  fields: TNegativeBehaviourFields,
  submit: boolean,
): Promise<TSavedNegativeBehaviour> =>
  apiClient.request(createNegativeBehaviour, { body: { ...fields, submit } }, { area: 'supplierPortal' });
