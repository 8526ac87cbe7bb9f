import { findAdmInfoForProvinceOrCity, type TAdmArea } from '@supportal/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { endpointKey } from '../endpoint-key';
import type { TCallApi } from '../load-context';
import { loggedFallback } from '../loader-calls';

const toInput = (parentCode?: string) => ({ body: parentCode ? { parentCode } : {} });

/** The provinces (no parent code) or the cities of one province. */
export const loadAdministrativeAreas = (callApi: TCallApi, parentCode?: string): Promise<TAdmArea[]> =>
  callApi(findAdmInfoForProvinceOrCity, toInput(parentCode));

/** In a loader of a form or filter that works without them: a failure is only logged, no provinces. */
export const loadProvincesOrNone = (callApi: TCallApi): Promise<TAdmArea[]> =>
  loadAdministrativeAreas(callApi).catch(loggedFallback<TAdmArea[]>('provinces', []));

/** In the browser (e.g. the cities of a chosen province): reference data, asked once per session. */
export const administrativeAreasQuery = (parentCode?: string) =>
  queryOptions({
    queryKey: endpointKey(findAdmInfoForProvinceOrCity, toInput(parentCode)),
    queryFn: ({ signal }) => apiClient.request(findAdmInfoForProvinceOrCity, toInput(parentCode), { signal }),
    staleTime: Infinity,
  });
