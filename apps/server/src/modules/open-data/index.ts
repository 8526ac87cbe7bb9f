// The front door of modules/open-data: what other parts of the server may use. Its other files are its own.
export { type TOcdsOptions } from './ocds-endpoints.js';
export { openDataModule } from './open-data-module.js';
