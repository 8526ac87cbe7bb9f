// The front door of modules/suppliers: what other parts of the server may use. Its other files are its own.
export { checkCertificateUpload } from './certificate-files.js';
export { addSuppliers, createSupplierWithMainAccount, writeFirstRecord } from './supplier-creation.js';
export { addSupplierRatings } from './rating-endpoints.js';
export { supplierInfoMessages } from './messages.js';
export { mayActForOwnCompany, mayReadSupplierBase } from './supplier-policy.js';
export { suppliersModule } from './suppliers-module.js';
export { fileNamesOf, findSupplier, readLiveRecord, writeLiveRecord } from './supplier-record-store.js';
export { diffSnapshots, recordView, type TSupplierSnapshot } from './supplier-snapshot.js';
