import { INTERFACE_ENTRIES } from '@supportal/contract';
import { DEMO_PARTNER_SECRET } from '../../config/partner-env.js';
import type { TDatabase } from '../../db/database.js';
import type { TBoundEndpoint } from '../../lib/endpoint/index.js';
import type { TModuleManifest } from '../../lib/module-manifest.js';
import type { TPlatformServices } from '../../plugins/platform-services.js';
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

type TPartnersNeeds = {
  db: TDatabase;
  platform: Pick<TPlatformServices, 'store' | 'limiter' | 'audit' | 'pagesChanged'>;
  options: { partners?: TPartnerOptions | undefined };
};

type TPartnersProvides = {
  /** CSP sources of the allow-listed partner systems, for the page policies of rendered pages. */
  frameSources: () => Promise<string[]>;
};

/** Token calls, the partner's verify call, the frame sources of page policies and the reference page. */
export const partnersModule: TModuleManifest<TPartnersNeeds, TPartnersProvides> = {
  name: 'partners',
  install: async (app, { db, platform, options }) => {
    const settings = options.partners ?? DEMO_PARTNER_OPTIONS;
    const service = createPartnerService({
      db,
      tokens: createPartnerTokens(platform.store, settings.tokenTtlSeconds),
      limiter: platform.limiter,
      audit: platform.audit,
      secrets: settings.secrets,
    });
    if (settings.example) await registerPartnerExample(app, settings.secrets);
    const frameSources = createFrameSources(db);
    // The download zone and dictionaries name the partner addresses.
    platform.pagesChanged.subscribe(frameSources.forget);
    return {
      endpoints: partnerEndpoints(service) as TBoundEndpoint[],
      provides: { frameSources: frameSources.get },
    };
  },
};
