import { findByTypeNotAuth, type TDictionaryGroup, type TDictionaryGroups } from '@supportal/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient, type TRequestOptions } from '../api-client';
import { endpointKey } from '../endpoint-key';
import type { TCallApi } from '../load-context';
import { loggedFallback } from '../loader-calls';

// Sorted: pages asking for the same groups in another order share one cache entry.
const toInput = (groups: readonly TDictionaryGroup[]) => ({ body: { type: [...groups].sort().join(',') } });

/** In a loader: the public dictionary groups asked for, through the in-process API. */
export const loadDictionaryGroups = async (
  callApi: TCallApi,
  groups: readonly TDictionaryGroup[],
): Promise<TDictionaryGroups> => callApi(findByTypeNotAuth, toInput(groups));

/** In a loader of a page that shows without them: a failure is only logged (spec section 8), groups empty. */
export const loadDictionaryGroupsOrEmpty = (
  callApi: TCallApi,
  groups: readonly TDictionaryGroup[],
): Promise<TDictionaryGroups> =>
  loadDictionaryGroups(callApi, groups).catch(loggedFallback<TDictionaryGroups>('dictionary', {}));

/** In the browser. */
export const fetchDictionaryGroups = (groups: readonly TDictionaryGroup[], options?: TRequestOptions) =>
  apiClient.request(findByTypeNotAuth, toInput(groups), options);

/** Dictionary failures are only logged (spec section 8): silent, with empty groups as fallback. */
export const useDictionaryGroups = (groups: readonly TDictionaryGroup[], initialData?: TDictionaryGroups) =>
  useQuery({
    queryKey: endpointKey(findByTypeNotAuth, toInput(groups)),
    queryFn: ({ signal }) => fetchDictionaryGroups(groups, { signal, hideErrMsg: true }),
    initialData,
    staleTime: Infinity,
  });

/** value → label of one group, for showing codes. */
export const dictionaryLabels = (
  groups: TDictionaryGroups,
  group: TDictionaryGroup,
): ReadonlyMap<string, string> => new Map((groups[group] ?? []).map((entry) => [entry.value, entry.label]));

/** The groups that label notices in lists: purchase modes (title prefix) and IP conversion methods. */
export const NOTICE_LABEL_GROUPS = [
  'OBP_PUR_MODE',
  'OBP_PUR_MODE_LEVEL1',
  'obp_notice_conversion_method',
] as const satisfies readonly TDictionaryGroup[];

/** value → label maps of NOTICE_LABEL_GROUPS. */
export const noticeLabels = (groups: TDictionaryGroups) => ({
  purMode: dictionaryLabels(groups, 'OBP_PUR_MODE'),
  purModeLevel1: dictionaryLabels(groups, 'OBP_PUR_MODE_LEVEL1'),
  conversionMethod: dictionaryLabels(groups, 'obp_notice_conversion_method'),
});
