// The front door of modules/admin: what other parts of the server may use. Its other files are its own.
export { accountAdminEndpoints } from './account-admin-endpoints.js';
export { insertAccount } from './account-admin-repository.js';
export { loadOrgRows, toOrg } from './account-scope.js';
export { recordAdminAction } from './admin-audit.js';
export { auditEndpoints, registerAuditExport } from './audit-endpoints.js';
export { dictionaryAdminEndpoints } from './dictionary-admin-endpoints.js';
export { downloadZoneAdminEndpoints } from './download-zone-admin-endpoints.js';
