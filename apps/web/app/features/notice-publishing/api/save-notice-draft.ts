import { saveNoticeDraft, type TEndpointData, type TEndpointInput } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

export type TNoticeDraftInput = TEndpointInput<typeof saveNoticeDraft>['body'];
export type TSavedNoticeDraft = TEndpointData<typeof saveNoticeDraft>;

/** Saves a console notice (new, edited or an amendment); `submit` sends it for approval. */
export const saveDraft = (body: TNoticeDraftInput): Promise<TSavedNoticeDraft> =>
  apiClient.request(saveNoticeDraft, { body }, { area: 'supplierPortal' });
