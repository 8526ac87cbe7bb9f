// The front door of modules/admin: what other parts of the server may use. Its other files are its own.
export { loadAdminScope } from './account-scope.js';
export { recordAdminAction } from './admin-audit.js';
export { createFirstAdmin } from './first-admin.js';
export { adminModule } from './admin-module.js';
