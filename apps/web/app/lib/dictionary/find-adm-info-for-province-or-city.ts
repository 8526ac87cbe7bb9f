import { findAdmInfoForProvinceOrCity, type TAdmArea } from '@supportal/contract';
import type { TCallApi } from '../load-context';
import { createBrowserCallApi } from '../loader-calls';

/** The provinces (no parent code) or the cities of one province. */
export const loadAdministrativeAreas = (callApi: TCallApi, parentCode?: string): Promise<TAdmArea[]> =>
  callApi(findAdmInfoForProvinceOrCity, { body: parentCode ? { parentCode } : {} });

/** In the browser (e.g. the cities of a chosen province): reference data, asked once per session. */
export const fetchAdministrativeAreas = (parentCode?: string): Promise<TAdmArea[]> =>
  loadAdministrativeAreas(createBrowserCallApi(Infinity), parentCode);
