import { addAlertWebhook } from '@supportal/contract';
import { useSavedSearchMutation } from './saved-search-mutation';

/** Adds a chat-group robot; the server sends it a test message first, refusals come back to the form. */
export const useAddAlertWebhook = () => useSavedSearchMutation(addAlertWebhook, undefined, true);
