import type { TDatabase } from '../../db/database.js';
import type { TBoundEndpoint } from '../../lib/endpoint/index.js';
import { endpointModule } from '../../lib/module-manifest.js';
import type { TAuditLog } from '../../plugins/audit-log.js';
import { authorityEndpoints } from './authority-endpoints.js';
import { roleGrantEndpoints } from './role-grant-endpoints.js';

/** Menu authorities and what each role is granted. */
export const authoritiesModule = endpointModule(
  'authorities',
  ({ db, platform }: { db: TDatabase; platform: { audit: TAuditLog } }) =>
    [
      ...authorityEndpoints({ db, audit: platform.audit }),
      ...roleGrantEndpoints({ db, audit: platform.audit }),
    ] as TBoundEndpoint[],
);
