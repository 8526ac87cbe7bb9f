import { saveSavedSearch } from '@supportal/contract';
import { useSavedSearchMutation } from './saved-search-mutation';

/** Saves a new or changed saved search; field errors come back to the form, which shows them under its fields. */
export const useSaveSavedSearch = () => useSavedSearchMutation(saveSavedSearch, undefined, true);
