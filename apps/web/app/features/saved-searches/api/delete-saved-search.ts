import { deleteSavedSearch } from '@supportal/contract';
import { useSavedSearchMutation } from './saved-search-mutation';

/** Deletes a saved search with its channels. */
export const useDeleteSavedSearch = () => useSavedSearchMutation(deleteSavedSearch, (id: string) => ({ id }));
