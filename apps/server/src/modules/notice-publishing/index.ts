// The front door of modules/notice-publishing: what other parts of the server may use. Its other files are its own.
export { publishingUnits, unitCodesOf, unitForCaller, unitScopeOf } from './notice-drafts.js';
export { noticePublicationBusiness } from './notice-publication.js';
export { noticePublishingModule } from './notice-publishing-module.js';
