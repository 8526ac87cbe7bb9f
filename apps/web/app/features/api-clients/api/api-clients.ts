import {
  issueApiClient,
  queryApiClients,
  revokeApiClient,
  rotateApiClient,
  type TApiClient,
  type TApiClientWithCredential,
  type TIssueApiClientRequest,
} from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';
import type { TCallApi } from '../../../lib/load-context';

export type TApiClientList = {
  clients: TApiClient[];
  units: { orgCode: string; orgName: string }[];
  /** Why this administrator may issue or rotate no client, or none publishing without review. */
  issueRefusal: string | null;
  publishDirectlyRefusal: string | null;
};

/** Every client of the administrator's units (revoked and expired too) and the units a client may get. */
export const loadApiClients = (callApi: TCallApi): Promise<TApiClientList> =>
  callApi(queryApiClients, { body: {} });

/** Issues a client; the answer carries its credential, shown once. */
export const issueApiClientRecord = (request: TIssueApiClientRequest): Promise<TApiClientWithCredential> =>
  apiClient.request(issueApiClient, { body: request });

export const revokeApiClientRecord = (id: string): Promise<TApiClient> =>
  apiClient.request(revokeApiClient, { body: { id } });

/** A new secret for the client (the old one stops at once); the new credential is shown once. */
export const rotateApiClientRecord = (id: string): Promise<TApiClientWithCredential> =>
  apiClient.request(rotateApiClient, { body: { id } });
