import { getNoticeDraft, type TNoticeDraft } from '@supportal/contract';
import type { TCallApi } from '../../../lib/load-context';

export const loadNoticeDraft = (callApi: TCallApi, id: string): Promise<TNoticeDraft> =>
  callApi(getNoticeDraft, { body: { id } });
