import {
  saveDictionaryEntry,
  type TAdminDictionaryEntry,
  type TSaveDictionaryEntryRequest,
} from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';
import { getQueryClient } from '../../../lib/query-client';

/**
 * Creates or changes an entry; then this browser forgets every dictionary it cached (they are kept for
 * the whole visit otherwise), so its own pages show the new value at once.
 */
export const saveDictionaryEntryRecord = async (
  entry: TSaveDictionaryEntryRequest,
): Promise<TAdminDictionaryEntry> => {
  const saved = await apiClient.request(saveDictionaryEntry, { body: entry });
  await getQueryClient().invalidateQueries({
    predicate: (query) =>
      query.queryKey[0] === 'dictionary' || String(query.queryKey[1]).includes('/dictionary/'),
  });
  return saved;
};
