import { issueFeedToken } from '@supportal/contract';
import { useSavedSearchMutation } from './saved-search-mutation';

/** New feed links (the old ones stop working); the token in them is shown only now. */
export const useIssueFeedToken = () => useSavedSearchMutation(issueFeedToken, (id: string) => ({ id }));
