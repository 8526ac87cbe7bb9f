import { asc } from 'drizzle-orm';
import { getOrg3All } from '@supportal/contract';
import type { TDatabase } from '../../db/database.js';
import { orgs } from '../../db/schema/index.js';
import { bindEndpoint, type TBoundEndpoint } from '../../lib/endpoint/index.js';
import { endpointModule } from '../../lib/module-manifest.js';
import type { TAuditLog } from '../../plugins/audit-log.js';
import { orgAdminEndpoints } from './org-admin-endpoints.js';
import { orgUnitEndpoints } from './org-unit-endpoints.js';

const ORG_LEVEL = { 1: '1', 2: '2', 3: '3' } as const;

export const organizationEndpoints = (db: TDatabase) => [
  bindEndpoint(getOrg3All, async () => {
    const rows = await db.select().from(orgs).orderBy(asc(orgs.level), asc(orgs.sort), asc(orgs.code));
    return rows.map((row) => ({
      orgCode: row.code,
      orgName: row.name,
      orgLevel: ORG_LEVEL[row.level as keyof typeof ORG_LEVEL] ?? '3',
      parentCode: row.parentCode,
      provAdmCode: row.provAdmCode,
    }));
  }),
];

/** The organization tree, its import by administrators, and its units changed one at a time. */
export const organizationsModule = endpointModule(
  'organizations',
  ({ db, platform }: { db: TDatabase; platform: { audit: TAuditLog } }) =>
    [
      ...organizationEndpoints(db),
      ...orgAdminEndpoints({ db, audit: platform.audit }),
      ...orgUnitEndpoints({ db, audit: platform.audit }),
    ] as TBoundEndpoint[],
);
