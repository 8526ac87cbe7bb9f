// The front door of modules/notice-publishing: what other parts of the server may use. Its other files are its own.
export { noticeConsoleEndpoints } from './notice-console-endpoints.js';
export { publishingUnits, unitForCaller, unitScopeOf } from './notice-drafts.js';
export { noticePublicationBusiness, startNoticePublication } from './notice-publication.js';
export { noticePublishingEndpoints, registerPublishingUpload } from './notice-publishing-endpoints.js';
