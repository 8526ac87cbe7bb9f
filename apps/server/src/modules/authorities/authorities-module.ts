import type { TDatabase } from '../../db/database.js';
import type { TBoundEndpoint } from '../../lib/endpoint/index.js';
import { endpointModule } from '../../lib/module-manifest.js';
import type { TPlatformServices } from '../../plugins/platform-services.js';
import { authorityEndpoints } from './authority-endpoints.js';
import { roleGrantEndpoints } from './role-grant-endpoints.js';

/** Menu authorities and what each role is granted. */
export const authoritiesModule = endpointModule(
  'authorities',
  ({ db, platform }: { db: TDatabase; platform: Pick<TPlatformServices, 'audit' | 'pagesChanged'> }) => {
    const deps = { db, audit: platform.audit, menuChanged: () => platform.pagesChanged.announce() };
    return [...authorityEndpoints(deps), ...roleGrantEndpoints(deps)] as TBoundEndpoint[];
  },
);
