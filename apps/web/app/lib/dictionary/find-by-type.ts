import { findByType, type TDictionaryGroup, type TDictionaryGroups } from '@supportal/contract';
import { apiClient, type TRequestOptions } from '../api-client';

/** In the browser, for a logged-in user: any dictionary groups, the non-public ones included. */
export const fetchSessionDictionaryGroups = (
  groups: readonly TDictionaryGroup[],
  options?: TRequestOptions,
): Promise<TDictionaryGroups> => apiClient.request(findByType, { body: { type: groups.join(',') } }, options);
