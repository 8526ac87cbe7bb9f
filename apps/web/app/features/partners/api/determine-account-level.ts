import { determineAccountLevel, type TAccountLevel } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

/** The account-level check of the supplier level and blockchain collaboration pages. */
export const fetchAccountLevel = (loginAcct: string, signal: AbortSignal): Promise<TAccountLevel> =>
  apiClient.request(
    determineAccountLevel,
    { body: { loginAcct } },
    { area: 'supplierPortal', hideErrMsg: true, signal },
  );
