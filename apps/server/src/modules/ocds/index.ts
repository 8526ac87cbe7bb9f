// The front door of modules/ocds: what other parts of the server may use. Its other files are its own.
export { ocdsEndpoints, type TOcdsOptions } from './ocds-endpoints.js';
