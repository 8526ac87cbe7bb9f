import { removeAlertChannel } from '@supportal/contract';
import { useSavedSearchMutation } from './saved-search-mutation';

/** Removes one alert channel (a robot) from its saved search. */
export const useRemoveAlertChannel = () =>
  useSavedSearchMutation(removeAlertChannel, (channelId: string) => ({ channelId }));
