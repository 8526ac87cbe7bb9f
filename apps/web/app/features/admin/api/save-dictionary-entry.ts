import {
  findByType,
  findByTypeNotAuth,
  queryDictionaryEntries,
  saveDictionaryEntry,
  type TAdminDictionaryEntry,
  type TSaveDictionaryEntryRequest,
} from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidateEndpoints } from '../../../lib/endpoint-key';
import { getQueryClient } from '../../../lib/query-client';

/**
 * Creates or changes an entry; then this browser forgets every dictionary it cached (they are kept for
 * the whole visit otherwise), so its own pages show the new value at once.
 */
export const saveDictionaryEntryRecord = async (
  entry: TSaveDictionaryEntryRequest,
): Promise<TAdminDictionaryEntry> => {
  const saved = await apiClient.request(saveDictionaryEntry, { body: entry });
  await invalidateEndpoints(getQueryClient(), findByTypeNotAuth, findByType, queryDictionaryEntries);
  return saved;
};
