// The front door of modules/organizations: what other parts of the server may use. Its other files are its own.
export { organizationsModule } from './organization-endpoints.js';
export { addOrgs, type TOrgRow } from './org-rows.js';
