import { DEMO_OCID_PREFIX } from '@supportal/contract';
import type { TDatabase } from '../../db/database.js';
import type { TBoundEndpoint } from '../../lib/endpoint/index.js';
import type { TModuleManifest } from '../../lib/module-manifest.js';
import type { TRateLimiter } from '../../plugins/rate-limit.js';
import { registerNoticeCalendar } from './notice-calendar-endpoints.js';
import { noticeChangeFeedEndpoints } from './notice-feed-endpoints.js';
import {
  registerNoticeFeeds,
  registerSavedSearchCalendar,
  registerSavedSearchFeeds,
} from './notice-feed-routes.js';
import { ocdsEndpoints, type TOcdsOptions } from './ocds-endpoints.js';

type TOpenDataNeeds = {
  db: TDatabase;
  platform: { limiter: TRateLimiter };
  /** The portal's public address (PUBLIC_BASE_URL) without a trailing slash. */
  publicBaseUrl: () => string;
  options: {
    /** OCDS packages: the publisher's ocid prefix; the demo prefix unless given. */
    ocds?: TOcdsOptions | undefined;
  };
};

/** Open data: RSS/Atom feeds and calendars (of all notices and of saved searches), the change feed, OCDS. */
export const openDataModule: TModuleManifest<TOpenDataNeeds> = {
  name: 'open-data',
  install: async (app, { db, platform, publicBaseUrl, options }) => {
    const feeds = { db, limiter: platform.limiter, publicBaseUrl };
    registerNoticeCalendar(app, feeds);
    registerNoticeFeeds(app, feeds);
    registerSavedSearchFeeds(app, feeds);
    registerSavedSearchCalendar(app, feeds);
    return {
      endpoints: [
        ...noticeChangeFeedEndpoints({ db, limiter: platform.limiter }),
        ...ocdsEndpoints({
          db,
          limiter: platform.limiter,
          options: options.ocds ?? { ocidPrefix: DEMO_OCID_PREFIX },
          publicBaseUrl,
        }),
      ] as TBoundEndpoint[],
    };
  },
};
