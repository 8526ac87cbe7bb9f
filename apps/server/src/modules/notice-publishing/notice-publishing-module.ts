import type { TDatabase } from '../../db/database.js';
import type { TBoundEndpoint } from '../../lib/endpoint/index.js';
import type { TModuleManifest } from '../../lib/module-manifest.js';
import type { TPlatformServices } from '../../plugins/platform-services.js';
import type { TFileStore } from '../files/index.js';
import type { TNoticeWriter } from '../notices/index.js';
import type { TWorkflowEngine } from '../workflow/index.js';
import { noticeConsoleEndpoints } from './notice-console-endpoints.js';
import { noticePublicationBacklog, noticePublicationSweep, publishDueNotices } from './notice-publication.js';
import { noticePublishingEndpoints, registerPublishingUpload } from './notice-publishing-endpoints.js';

type TNoticePublishingNeeds = {
  db: TDatabase;
  fileStore: TFileStore;
  noticeWriter: TNoticeWriter;
  workflowEngine: TWorkflowEngine;
  platform: Pick<TPlatformServices, 'audit'>;
  options: {
    /** Milliseconds between looks for notices due to publish; 0 turns it off (tests publish themselves). */
    noticePublishSweepMs?: number | undefined;
  };
};

/** The console's drafts, the publishing API (calls and attachment upload) and scheduled publication. */
export const noticePublishingModule: TModuleManifest<TNoticePublishingNeeds> = {
  name: 'notice-publishing',
  install: async (app, { db, fileStore, noticeWriter, workflowEngine, platform, options }) => {
    app.decorate('noticePublication', { publishDueNotices: () => publishDueNotices(db, noticeWriter) });
    await registerPublishingUpload(app, db, fileStore);
    return {
      endpoints: [
        ...noticeConsoleEndpoints(db, noticeWriter),
        ...noticePublishingEndpoints({ db, engine: workflowEngine, noticeWriter, audit: platform.audit }),
      ] as TBoundEndpoint[],
      sweeps: [noticePublicationSweep(db, noticeWriter, options.noticePublishSweepMs)],
      backlogs: [noticePublicationBacklog(db)],
    };
  },
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only interfaces merge
  interface FastifyInstance {
    /** Publication of approved notices whose time has come (tests publish without waiting for the sweep). */
    noticePublication: { publishDueNotices: () => Promise<number> };
  }
}
