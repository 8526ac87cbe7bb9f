import {
  createProwadaToken,
  determineAccountLevel,
  getSupplierToken,
  SYSTEM_CODES,
  verifyPartnerToken,
} from '@supportal/contract';
import { bindEndpoint } from '../../lib/endpoint/index.js';
import type { TPartnerService } from './partner-service.js';

export const partnerEndpoints = (partners: TPartnerService) => [
  bindEndpoint(getSupplierToken, async ({ body }, context) =>
    partners.supplierToken(context, body, SYSTEM_CODES.portal),
  ),
  bindEndpoint(createProwadaToken, async ({ body }, context) => partners.frameToken(context, body)),
  bindEndpoint(determineAccountLevel, async ({ body }, context) =>
    partners.accountLevel(context, body.loginAcct),
  ),
  bindEndpoint(verifyPartnerToken, async ({ body }, context) => partners.verify(context, body)),
];
