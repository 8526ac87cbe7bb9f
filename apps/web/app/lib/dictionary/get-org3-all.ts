import { getOrg3All, type TOrg } from '@supportal/contract';
import type { TCallApi } from '../load-context';

/** Every purchasing unit (总部, 省分, 地市), parents before children. */
export const loadPurchasingUnits = (callApi: TCallApi): Promise<TOrg[]> => callApi(getOrg3All, {});
