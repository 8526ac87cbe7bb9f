import type { TDatabase, TDatabaseHandle } from '../../db/database.js';
import type { TBoundEndpoint } from '../../lib/endpoint/index.js';
import type { TModuleManifest } from '../../lib/module-manifest.js';
import { startNoticeChangeBroadcast, type TNoticeChanges } from './notice-change-broadcast.js';
import { noticeEndpoints } from './notice-endpoints.js';
import { noticeExpiryBacklog, noticeExpirySweep } from './notice-expiry.js';
import { keywordSearchRecorder, keywordSearchSweep } from './keyword-search-log.js';
import type { TNoticeChange } from './notice-read-cache.js';
import type { TNoticeWriter } from './notice-writer.js';
import { titlePhraseDiscovery } from './title-phrases.js';

type TNoticesNeeds = {
  db: TDatabase;
  database: Pick<TDatabaseHandle, 'listen' | 'notify'>;
  options: {
    /** Milliseconds between sweeps for notices whose expiry time has come; 0 turns it off. */
    noticeExpirySweepMs?: number | undefined;
    /** Milliseconds between looks for common title phrases (first one soon after start); 0 turns them off. */
    titlePhraseDiscoveryMs?: number | undefined;
    /** Milliseconds between deletions of keyword searches past their 90 days; 0 turns them off. */
    keywordSearchSweepMs?: number | undefined;
  };
};

type TNoticesProvides = {
  /** The one writer of notices (console, publishing API, black-list process, expiry). */
  noticeWriter: TNoticeWriter;
  noticeChanges: TNoticeChanges;
};

/**
 * Notices: reads and search behind per-instance caches, the writer, expiry, title phrases and the
 * anonymous log of keyword searches.
 */
export const noticesModule: TModuleManifest<TNoticesNeeds, TNoticesProvides> = {
  name: 'notices',
  install: async (app, { db, database, options }) => {
    const { caches, announce, noticeWriter, changes } = await startNoticeChangeBroadcast(app, database);
    app.decorate('noticesChanged', announce);
    app.decorate('noticeWriter', noticeWriter);
    return {
      endpoints: noticeEndpoints(db, caches, keywordSearchRecorder(db, app.log)) as TBoundEndpoint[],
      sweeps: [
        noticeExpirySweep(db, noticeWriter, options.noticeExpirySweepMs),
        titlePhraseDiscovery(app.log, db, options.titlePhraseDiscoveryMs),
        keywordSearchSweep(db, options.keywordSearchSweepMs),
      ],
      backlogs: [noticeExpiryBacklog(db)],
      provides: { noticeWriter, noticeChanges: changes },
    };
  },
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only interfaces merge
  interface FastifyInstance {
    /**
     * Writers of notices call this with the titles and types they touched (before and after): every
     * instance forgets the cached lists, totals and pages the change can alter (all of them without it).
     */
    noticesChanged: (change?: TNoticeChange) => Promise<void>;
    /** The one writer of notices (console, publishing API, black-list process): see notice-writer.ts. */
    noticeWriter: TNoticeWriter;
  }
}
