import { querySupplierOptions } from '@supportal/contract';
import { asc, ilike, or } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { suppliers } from '../../db/schema/index.js';
import { bindEndpoint } from '../../lib/endpoint/index.js';

const OPTION_LIMIT = 20;

/** LIKE wildcards in a keyword are matched literally. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export const supplierEndpoints = (db: TDatabase) => [
  bindEndpoint(querySupplierOptions, async ({ body }) => {
    const pattern = body.keyword ? likePattern(body.keyword) : null;
    const rows = await db
      .select({ supplierCode: suppliers.code, supplierName: suppliers.name, uscc: suppliers.uscc })
      .from(suppliers)
      .where(pattern ? or(ilike(suppliers.name, pattern), ilike(suppliers.code, pattern)) : undefined)
      .orderBy(asc(suppliers.code))
      .limit(OPTION_LIMIT);
    return rows;
  }),
];
