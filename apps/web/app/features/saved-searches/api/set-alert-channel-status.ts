import { setAlertChannelStatus } from '@supportal/contract';
import { useSavedSearchMutation } from './saved-search-mutation';

/** Pauses or resumes one alert channel. */
export const useSetAlertChannelStatus = () => useSavedSearchMutation(setAlertChannelStatus);
