import { getSupplierInfo, type TEndpointData } from '@supportal/contract';
import type { TCallApi } from '../../../lib/load-context';

export type TSupplierInfo = TEndpointData<typeof getSupplierInfo>;

/** The caller's live company record, its open change request and where a code can go. */
export const loadSupplierInfo = (callApi: TCallApi): Promise<TSupplierInfo> =>
  callApi(getSupplierInfo, { body: {} });
