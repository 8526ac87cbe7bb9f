// The front door of modules/authorities: what other parts of the server may use. Its other files are its own.
export { authorityEndpoints } from './authority-endpoints.js';
export { roleGrantEndpoints } from './role-grant-endpoints.js';
