// The front door of modules/audit: what other parts of the server may use. Its other files are its own.
export { accountChangeEntry, createAuditLog, type TAuditLog } from './audit-log.js';
