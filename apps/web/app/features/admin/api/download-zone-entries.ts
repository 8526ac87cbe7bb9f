import {
  createDownloadZoneEntry,
  queryDownloadZoneEntries,
  queryOutdownloadFileList,
  updateDownloadZoneEntry,
  type TAdminDownloadZoneEntry,
  type TCreateDownloadZoneEntryRequest,
  type TUpdateDownloadZoneEntryRequest,
} from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';
import { invalidateEndpoints } from '../../../lib/endpoint-key';
import type { TCallApi } from '../../../lib/load-context';
import { getQueryClient } from '../../../lib/query-client';

/** Every download-zone entry, hidden ones too. */
export const loadDownloadZoneEntries = (callApi: TCallApi): Promise<TAdminDownloadZoneEntry[]> =>
  callApi(queryDownloadZoneEntries, { body: {} });

/** This browser's cached download lists are out of date after a change. */
const forgetDownloadLists = () => invalidateEndpoints(getQueryClient(), queryOutdownloadFileList);

export const createDownloadZoneRecord = async (
  entry: TCreateDownloadZoneEntryRequest,
): Promise<TAdminDownloadZoneEntry> => {
  const saved = await apiClient.request(createDownloadZoneEntry, { body: entry });
  await forgetDownloadLists();
  return saved;
};

export const updateDownloadZoneRecord = async (
  entry: TUpdateDownloadZoneEntryRequest,
): Promise<TAdminDownloadZoneEntry> => {
  const saved = await apiClient.request(updateDownloadZoneEntry, { body: entry });
  await forgetDownloadLists();
  return saved;
};
