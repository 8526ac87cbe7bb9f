// The front door of modules/attachment-text: what other parts of the server may use. Its other files are its own.
export { attachmentTextModule } from './attachment-text-module.js';
export {
  MAX_EXTRACTION_ATTEMPTS,
  queueUnreadAttachments,
  runAttachmentTextJob,
} from './attachment-text-job.js';
export type { TExtractionBounds } from './extraction-runner.js';
