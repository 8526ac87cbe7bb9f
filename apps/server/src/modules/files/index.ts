// The front door of modules/files: what other parts of the server may use. Its other files are its own.
export { contentDisposition, findFileById, registerFileDownload } from './file-endpoints.js';
export {
  addDownloadZoneFiles,
  hasDownloadZoneFiles,
  storeFile,
  type TDownloadZoneRow,
  type TNewFile,
} from './file-repository.js';
export { createDatabaseFileStore, createLocalFileStore, type TFileStore } from './file-store.js';
export { claimUploads, receiveUpload } from './file-upload.js';
export { filesModule } from './files-module.js';
