// The front door of modules/api-clients: what other parts of the server may use. Its other files are its own.
export { apiClientAdminEndpoints } from './api-client-admin-endpoints.js';
export { createApiClientResolver } from './api-client-credentials.js';
