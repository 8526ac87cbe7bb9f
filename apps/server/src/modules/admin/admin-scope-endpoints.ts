import { getAdminScope } from '@supportal/contract';
import type { TDatabase } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { bindEndpoint } from '../../lib/endpoint/index.js';
import { loadAdminScope } from './account-scope.js';

/** The administrator's own scope, so the console offers only what the server will allow. */
export const adminScopeEndpoints = (db: TDatabase) => [
  bindEndpoint(getAdminScope, async (_input, context) => {
    if (!context.caller) throw new AppError('unauthorized');
    const scope = await loadAdminScope(db, context.caller);
    return {
      orgCode: context.caller.corpCode,
      orgName: scope.orgs[0]?.orgName ?? context.caller.corpName,
      national: scope.manageSuppliers,
    };
  }),
];
