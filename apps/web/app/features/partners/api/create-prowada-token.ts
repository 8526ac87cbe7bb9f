import { createProwadaToken, type TEndpointInput, type TProwadaToken } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

/**
 * A single-use token for the frame form of a postIframe page (system CHNTAP, or CHNT4A for 4A pages),
 * bound to the menu item (menuCode) and its page (tUrl).
 */
export const fetchFrameToken = (
  body: TEndpointInput<typeof createProwadaToken>['body'],
  signal: AbortSignal,
): Promise<TProwadaToken> =>
  apiClient.request(createProwadaToken, { body }, { area: 'supplierPortal', hideErrMsg: true, signal });
