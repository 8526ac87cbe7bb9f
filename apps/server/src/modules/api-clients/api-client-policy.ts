import { inArray, type SQL } from 'drizzle-orm';
import { apiClients } from '../../db/schema/index.js';
import type { TUnitScope } from '../notices/index.js';

/**
 * Row-level rule of API clients: an administrator lists, revokes and rotates the clients of their
 * unit and the units below it (others are answered as missing, 404), and issues them only in the name
 * of such a unit (notice-publishing's mayPublishFor).
 */
export const apiClientsInScope = (scope: TUnitScope): SQL =>
  inArray(apiClients.orgCode, [...scope.unitCodes]);
