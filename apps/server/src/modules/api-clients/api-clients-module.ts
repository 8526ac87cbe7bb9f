import type { TDatabase } from '../../db/database.js';
import type { TBoundEndpoint } from '../../lib/endpoint/index.js';
import type { TModuleManifest } from '../../lib/module-manifest.js';
import type { TPlatformServices } from '../../plugins/platform-services.js';
import { apiClientAdminEndpoints } from './api-client-admin-endpoints.js';
import { createApiClientResolver } from './api-client-credentials.js';

type TApiClientsNeeds = { db: TDatabase; platform: Pick<TPlatformServices, 'limiter' | 'audit'> };

/**
 * The publishing API's callers: credentials checked on every call (README, Publishing API) and their
 * administration.
 */
export const apiClientsModule: TModuleManifest<TApiClientsNeeds> = {
  name: 'api-clients',
  install: async (app, { db, platform }) => {
    app.decorate('resolveApiClient', createApiClientResolver(db, platform.limiter));
    return { endpoints: apiClientAdminEndpoints({ db, audit: platform.audit }) as TBoundEndpoint[] };
  },
};
