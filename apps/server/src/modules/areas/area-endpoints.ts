import { and, asc, eq, isNull } from 'drizzle-orm';
import { findAdmInfoForProvinceOrCity } from '@supportal/contract';
import type { TDatabase } from '../../db/database.js';
import { admAreas } from '../../db/schema/index.js';
import { bindEndpoint, type TBoundEndpoint } from '../../lib/endpoint/index.js';
import { endpointModule } from '../../lib/module-manifest.js';

export const areaEndpoints = (db: TDatabase) => [
  bindEndpoint(findAdmInfoForProvinceOrCity, async ({ body }) => {
    const rows = await db
      .select()
      .from(admAreas)
      .where(
        body.parentCode
          ? eq(admAreas.parentCode, body.parentCode)
          : and(eq(admAreas.level, 1), isNull(admAreas.parentCode)),
      )
      .orderBy(asc(admAreas.sort), asc(admAreas.code));
    return rows.map((row) => ({
      admCode: row.code,
      admName: row.name,
      level: row.level === 1 ? ('1' as const) : ('2' as const),
      parentCode: row.parentCode,
    }));
  }),
];

/** Administrative areas. */
export const areasModule = endpointModule(
  'areas',
  ({ db }: { db: TDatabase }) => areaEndpoints(db) as TBoundEndpoint[],
);
