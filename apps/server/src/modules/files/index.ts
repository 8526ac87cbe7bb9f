// The front door of modules/files: what other parts of the server may use. Its other files are its own.
export {
  contentDisposition,
  fileEndpoints,
  findFileById,
  registerFileDownload,
  registerFileDownloads,
} from './file-endpoints.js';
export { storeFile, type TNewFile } from './file-repository.js';
export { createDatabaseFileStore, createLocalFileStore, type TFileStore } from './file-store.js';
export { claimUploads, receiveUpload, registerFileUploads } from './file-upload.js';
