import { INTERFACE_ENTRIES } from '@supportal/contract';
import type { FastifyInstance } from 'fastify';
import { DEMO_PARTNER_SECRET } from '../../config/partner-env.js';
import type { TDatabase } from '../../db/database.js';
import type { TRateLimiter } from '../../plugins/rate-limit.js';
import type { TSessionStore } from '../../plugins/session-store.js';
import type { TAuditLog } from '../audit/index.js';
import { createFrameSources } from './allow-list.js';
import { partnerEndpoints } from './partner-endpoints.js';
import { registerPartnerExample } from './partner-example.js';
import { createPartnerService } from './partner-service.js';
import { createPartnerTokens } from './partner-tokens.js';

export type TPartnerOptions = {
  /** Secret of each partner system by OBP_INTERFACE key (PARTNER_SECRETS). */
  secrets: Readonly<Record<string, string>>;
  tokenTtlSeconds: number;
  /** Serve the reference partner page (demo only). */
  example: boolean;
};

/** A demo's settings: every interface entry with the published demo secret, the reference page on. */
export const DEMO_PARTNER_OPTIONS: TPartnerOptions = {
  secrets: Object.fromEntries(INTERFACE_ENTRIES.map((key) => [key, DEMO_PARTNER_SECRET])),
  tokenTtlSeconds: 120,
  example: true,
};

/** Token calls, the partner's verify call, the frame sources of page policies and the reference page. */
export const registerPartners = async (
  app: FastifyInstance,
  db: TDatabase,
  identity: { store: TSessionStore; limiter: TRateLimiter; audit: TAuditLog },
  options: TPartnerOptions = DEMO_PARTNER_OPTIONS,
) => {
  const service = createPartnerService({
    db,
    tokens: createPartnerTokens(identity.store, options.tokenTtlSeconds),
    limiter: identity.limiter,
    audit: identity.audit,
    secrets: options.secrets,
  });
  if (options.example) await registerPartnerExample(app, options.secrets);
  const frameSources = createFrameSources(db);
  return {
    endpoints: partnerEndpoints(service),
    frameSources: frameSources.get,
    forgetFrameSources: frameSources.forget,
  };
};
