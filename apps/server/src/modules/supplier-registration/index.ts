// The front door of modules/supplier-registration: what other parts of the server may use. Its other files are its own.
export { supplierRegistrationBusiness } from './registration-process.js';
export { supplierRegistrationModule } from './registration-module.js';
export { reviewUnitOf, usccInUse } from './registration-record.js';
