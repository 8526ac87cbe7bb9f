import { createProwadaToken, type TProwadaToken } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

/** A single-use token for the frame form of a postIframe page (system CHNTAP, or CHNT4A for 4A pages). */
export const fetchFrameToken = (
  body: { loginAcct: string; sysCode: 'CHNTAP' | 'CHNT4A'; url: string },
  signal: AbortSignal,
): Promise<TProwadaToken> =>
  apiClient.request(createProwadaToken, { body }, { area: 'supplierPortal', hideErrMsg: true, signal });
