import type { TDatabase } from '../../db/database.js';
import type { TBoundEndpoint } from '../../lib/endpoint/index.js';
import type { TModuleManifest } from '../../lib/module-manifest.js';
import type { TNotifier } from '../../plugins/notifier.js';
import { certificateExpiryEndpoints, certificateReminderSweep } from './certificate-expiry.js';

type TCertificatesNeeds = {
  db: TDatabase;
  platform: { notifier: TNotifier };
  options: {
    /** Milliseconds between certificate expiry reminder sweeps; 0 turns them off (tests sweep themselves). */
    certificateReminderSweepMs?: number | undefined;
  };
};

/** Expiring supplier certificates: the list call and the reminder sweep. */
export const certificatesModule: TModuleManifest<TCertificatesNeeds> = {
  name: 'certificates',
  install: async (app, { db, platform, options }) => ({
    endpoints: certificateExpiryEndpoints(db) as TBoundEndpoint[],
    sweeps: [certificateReminderSweep(app.log, db, platform.notifier, options.certificateReminderSweepMs)],
  }),
};
