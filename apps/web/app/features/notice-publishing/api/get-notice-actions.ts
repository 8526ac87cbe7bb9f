import { getNoticeActions, type TConsoleNoticeAction, type TEndpointData } from '@supportal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { endpointKey } from '../../../lib/endpoint-key';
import type { TCallApi } from '../../../lib/load-context';

const NO_ACTIONS: readonly TConsoleNoticeAction[] = [];

export const noticeActionsQuery = (noticeId: string) =>
  queryOptions({
    queryKey: endpointKey(getNoticeActions, { body: { noticeId } }),
    queryFn: ({ signal }) =>
      apiClient.request(
        getNoticeActions,
        { body: { noticeId } },
        // Buttons the page may do without: a failure shows none rather than a message.
        { signal, hideErrMsg: true },
      ),
  });

/** What a staff member may do with a published notice (the server decides); none until known or when not staff. */
export const useNoticeActions = (noticeId: string, enabled: boolean) => {
  const query = useQuery({ ...noticeActionsQuery(noticeId), enabled });
  return query.data?.allowedActions ?? NO_ACTIONS;
};

export type TNoticeStanding = TEndpointData<typeof getNoticeActions>;

/** A published notice's state and actions, for a loader (the console page of a notice). */
export const loadNoticeActions = (callApi: TCallApi, noticeId: string): Promise<TNoticeStanding> =>
  callApi(getNoticeActions, { body: { noticeId } });
