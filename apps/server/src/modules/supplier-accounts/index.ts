// The front door of modules/supplier-accounts: what other parts of the server may use. Its other files are its own.
export { supplierAccountsModule } from './sub-account-endpoints.js';
