import { revokeFeedToken } from '@supportal/contract';
import { useSavedSearchMutation } from './saved-search-mutation';

/** Revokes the feed links: they stop working. */
export const useRevokeFeedToken = () => useSavedSearchMutation(revokeFeedToken, (id: string) => ({ id }));
