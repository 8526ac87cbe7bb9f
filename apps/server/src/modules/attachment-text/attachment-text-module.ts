import type { TDatabase } from '../../db/database.js';
import type { TModuleManifest } from '../../lib/module-manifest.js';
import type { TFileStore } from '../files/index.js';
import { queueUnreadAttachments, runAttachmentTextJob } from './attachment-text-job.js';
import {
  createExtractionWorker,
  DEFAULT_EXTRACTION_BOUNDS,
  type TExtractionBounds,
} from './extraction-runner.js';

/** How often the job looks for files to read: a new notice's attachments are searchable well within 60 s. */
const DEFAULT_SWEEP_MS = 5_000;

type TAttachmentTextNeeds = {
  db: TDatabase;
  fileStore: TFileStore;
  options: {
    /** Milliseconds between looks for attachments to read; 0 turns the job off (tests run it themselves). */
    attachmentTextSweepMs?: number | undefined;
    /** Heap and time of one extraction child; the defaults suit production. */
    attachmentExtractionBounds?: TExtractionBounds | undefined;
  };
};

/** Search inside attachments (issue 23): the background job that reads their text in a bounded child. */
export const attachmentTextModule: TModuleManifest<TAttachmentTextNeeds> = {
  name: 'attachment-text',
  install: async (app, { db, fileStore, options }) => {
    const everyMs = options.attachmentTextSweepMs ?? DEFAULT_SWEEP_MS;
    // Attachments stored before the job existed (an upgrade, a seeded demo) are read like new ones.
    if (everyMs > 0) await queueUnreadAttachments(db);
    const bounds = options.attachmentExtractionBounds ?? DEFAULT_EXTRACTION_BOUNDS;
    // One child reads file after file (forking one per file cost more than reading most files).
    const worker = createExtractionWorker(bounds);
    app.addHook('onClose', async () => worker.close());
    return {
      sweeps: [
        {
          name: 'attachment-text.extraction',
          everyMs,
          firstAfterMs: Math.min(everyMs, 1_000),
          failure: '附件文字提取失败，稍后重试',
          run: (closing) =>
            runAttachmentTextJob(
              {
                db,
                store: fileStore,
                extract: worker.extract,
                textChanged: () => app.noticesChanged(),
              },
              closing,
            ),
        },
      ],
    };
  },
};
