import { getSupplierToken, type TSupplierPortalToken } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

/** A single-use token for a getIframe page, asked for right before the frame loads; never retried. */
export const fetchSupplierToken = (url: string, signal: AbortSignal): Promise<TSupplierPortalToken> =>
  apiClient.request(
    getSupplierToken,
    { body: { url } },
    { area: 'supplierPortal', hideErrMsg: true, signal },
  );
