// The front door of modules/api-clients: what other parts of the server may use. Its other files are its own.
export { apiClientsModule } from './api-clients-module.js';
