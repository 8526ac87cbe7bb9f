// The front door of modules/partners: what other parts of the server may use. Its other files are its own.
export { PARTNER_EXAMPLE_PATH } from './partner-example.js';
export { partnersModule, type TPartnerOptions } from './partners.js';
