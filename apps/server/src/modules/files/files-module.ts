import type { TDatabase } from '../../db/database.js';
import type { TBoundEndpoint } from '../../lib/endpoint/index.js';
import type { TModuleManifest } from '../../lib/module-manifest.js';
import type { TPlatformServices } from '../../plugins/platform-services.js';
import { fileEndpoints, registerFileDownloads } from './file-endpoints.js';
import type { TFileStore } from './file-store.js';
import { pendingUploadBacklog, pendingUploadSweep, registerFileUploads } from './file-upload.js';

type TFilesNeeds = {
  db: TDatabase;
  fileStore: TFileStore;
  platform: Pick<TPlatformServices, 'pagesChanged'>;
  options: {
    /** Milliseconds between sweeps of uploads nobody attached; 0 turns them off (tests sweep themselves). */
    pendingUploadSweepMs?: number | undefined;
  };
};

/** Attachments: their calls, downloads, the upload call and the sweep of uploads nobody attached. */
export const filesModule: TModuleManifest<TFilesNeeds> = {
  name: 'files',
  install: async (app, { db, fileStore, platform, options }) => {
    registerFileDownloads(app, db, fileStore);
    await registerFileUploads(app, db, fileStore);
    return {
      endpoints: fileEndpoints(db, platform.pagesChanged) as TBoundEndpoint[],
      sweeps: [pendingUploadSweep(db, fileStore, options.pendingUploadSweepMs)],
      backlogs: [pendingUploadBacklog(db)],
    };
  },
};
