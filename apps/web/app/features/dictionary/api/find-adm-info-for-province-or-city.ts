import { findAdmInfoForProvinceOrCity, type TAdmArea } from '@supportal/contract';
import type { TCallApi } from '../../../lib/load-context';

/** The provinces (no parent code) or the cities of one province. */
export const loadAdministrativeAreas = (callApi: TCallApi, parentCode?: string): Promise<TAdmArea[]> =>
  callApi(findAdmInfoForProvinceOrCity, { body: parentCode ? { parentCode } : {} });
