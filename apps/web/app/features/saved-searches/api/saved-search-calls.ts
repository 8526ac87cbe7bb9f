import {
  addAlertWebhook,
  confirmEmailSubscription,
  deleteSavedSearch,
  issueFeedToken,
  queryAlertDeliveries,
  querySavedSearches,
  removeAlertChannel,
  revokeFeedToken,
  saveSavedSearch,
  setAlertChannelStatus,
  subscribeEmail,
  unsubscribeEmail,
  type TEndpointInput,
} from '@supportal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Query keys: every change of a saved search or channel refreshes both lists. */
export const SAVED_SEARCHES_KEY = ['saved-searches'] as const;

const inWorkspace = { area: 'supplierPortal' } as const;

export const useSavedSearches = () =>
  useQuery({
    queryKey: [...SAVED_SEARCHES_KEY, 'list'],
    queryFn: ({ signal }) => apiClient.request(querySavedSearches, {}, { ...inWorkspace, signal }),
  });

export const useAlertDeliveries = (current: number, size: number) =>
  useQuery({
    queryKey: [...SAVED_SEARCHES_KEY, 'deliveries', current, size],
    queryFn: ({ signal }) =>
      apiClient.request(queryAlertDeliveries, { body: { current, size } }, { ...inWorkspace, signal }),
    placeholderData: keepPreviousData,
  });

/** Field errors come back to the form, so the dialog shows them under its fields. */
const quietly = { ...inWorkspace, hideErrMsg: true } as const;

export const saveSearch = (body: TEndpointInput<typeof saveSavedSearch>['body']) =>
  apiClient.request(saveSavedSearch, { body }, quietly);

export const removeSearch = (id: string) =>
  apiClient.request(deleteSavedSearch, { body: { id } }, inWorkspace);

export const addWebhook = (body: TEndpointInput<typeof addAlertWebhook>['body']) =>
  apiClient.request(addAlertWebhook, { body }, quietly);

export const setChannelStatus = (channelId: string, action: 'pause' | 'resume') =>
  apiClient.request(setAlertChannelStatus, { body: { channelId, action } }, inWorkspace);

export const removeChannel = (channelId: string) =>
  apiClient.request(removeAlertChannel, { body: { channelId } }, inWorkspace);

export const subscribeByEmail = (body: TEndpointInput<typeof subscribeEmail>['body']) =>
  apiClient.request(subscribeEmail, { body }, { hideErrMsg: true });

export const confirmSubscription = (token: string) =>
  apiClient.request(confirmEmailSubscription, { body: { token } }, { hideErrMsg: true });

export const unsubscribe = (token: string) =>
  apiClient.request(unsubscribeEmail, { query: { token }, body: {} }, { hideErrMsg: true });

/** New feed links (the old ones stop working); the token in them is shown only now. */
export const issueFeedLinks = (id: string) =>
  apiClient.request(issueFeedToken, { body: { id } }, inWorkspace);

export const revokeFeedLinks = (id: string) =>
  apiClient.request(revokeFeedToken, { body: { id } }, inWorkspace);
