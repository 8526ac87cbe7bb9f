import {
  queryDictionaryEntries,
  type TAdminDictionaryEntry,
  type TDictionaryGroup,
} from '@supportal/contract';
import type { TCallApi } from '../../../lib/load-context';

/** Every entry of one group, disabled ones too, in display order. */
export const loadDictionaryEntries = (
  callApi: TCallApi,
  dictType: TDictionaryGroup,
): Promise<TAdminDictionaryEntry[]> => callApi(queryDictionaryEntries, { body: { dictType } });
