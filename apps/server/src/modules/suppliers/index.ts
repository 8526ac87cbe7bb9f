// The front door of modules/suppliers: what other parts of the server may use. Its other files are its own.
export { registerCertificateDownloads } from './certificate-downloads.js';
export { checkCertificateUpload } from './certificate-files.js';
export { supplierInfoMessages } from './messages.js';
export { mayActForOwnCompany, mayReadSupplierBase } from './supplier-policy.js';
export { ratingEndpoints } from './rating-endpoints.js';
export { supplierEndpoints } from './supplier-endpoints.js';
export { fileNamesOf, readLiveRecord, writeLiveRecord } from './supplier-record-store.js';
export { diffSnapshots, recordView, type TSupplierSnapshot } from './supplier-snapshot.js';
