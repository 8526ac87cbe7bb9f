// The front door of modules/supplier-info: what other parts of the server may use. Its other files are its own.
export { supplierInfoChangeBusiness } from './supplier-info-change.js';
export { supplierInfoModule } from './supplier-info-endpoints.js';
