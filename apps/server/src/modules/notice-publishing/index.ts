// The front door of modules/notice-publishing: what other parts of the server may use. Its other files are its own.
export { noticePublishingEndpoints, registerPublishingUpload } from './notice-publishing-endpoints.js';
