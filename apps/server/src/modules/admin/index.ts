// The front door of modules/admin: what other parts of the server may use. Its other files are its own.
export { insertAccount } from './account-admin-repository.js';
export { loadAdminScope, loadOrgRows, toOrg } from './account-scope.js';
export { recordAdminAction } from './admin-audit.js';
export { adminModule } from './admin-module.js';
