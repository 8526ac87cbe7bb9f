import type { TDatabase } from '../../db/database.js';
import type { TBoundEndpoint } from '../../lib/endpoint/index.js';
import type { TModuleManifest } from '../../lib/module-manifest.js';
import type { TPlatformServices } from '../../plugins/platform-services.js';
import { accountAdminEndpoints } from './account-admin-endpoints.js';
import { adminScopeEndpoints } from './admin-scope-endpoints.js';
import { auditEndpoints, registerAuditExport } from './audit-endpoints.js';
import { dictionaryAdminEndpoints } from './dictionary-admin-endpoints.js';
import { downloadZoneAdminEndpoints } from './download-zone-admin-endpoints.js';

type TAdminNeeds = {
  db: TDatabase;
  platform: Pick<TPlatformServices, 'audit' | 'sessions' | 'store' | 'pagesChanged'>;
};

/** Administration: accounts, the audit trail and its export, dictionaries and the download zone. */
export const adminModule: TModuleManifest<TAdminNeeds> = {
  name: 'admin',
  install: async (app, { db, platform }) => {
    const { audit, sessions, store, pagesChanged } = platform;
    registerAuditExport(app, db, audit);
    const announcePages = () => pagesChanged.announce();
    return {
      endpoints: [
        ...adminScopeEndpoints(db),
        ...auditEndpoints(db),
        ...dictionaryAdminEndpoints({ db, audit, dictionaryChanged: announcePages }),
        ...downloadZoneAdminEndpoints({ db, audit, pagesChanged: announcePages }),
        ...accountAdminEndpoints({ db, sessions, store, audit }),
      ] as TBoundEndpoint[],
    };
  },
};
