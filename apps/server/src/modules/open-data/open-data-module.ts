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
import { createSitemapCache, registerSearchEngineFiles } from './search-engine-routes.js';

type TOpenDataNeeds = {
  db: TDatabase;
  platform: { limiter: TRateLimiter };
  /** Sitemaps are built again once a notice changed on any instance. */
  noticeChanges: { subscribe: (listener: () => void) => void };
  /** The portal's public address (PUBLIC_BASE_URL) without a trailing slash. */
  publicBaseUrl: () => string;
  options: {
    /** OCDS packages: the publisher's ocid prefix; the demo prefix unless given. */
    ocds?: TOcdsOptions | undefined;
    /** URLs per part of the notice sitemap; 50,000 (the sitemaps.org limit) unless a test asks for fewer. */
    sitemapMaxUrls?: number | undefined;
  };
};

/**
 * Open data: RSS/Atom feeds and calendars (of all notices and of saved searches), the change feed, OCDS,
 * and what search engines read (robots.txt, sitemaps).
 */
export const openDataModule: TModuleManifest<TOpenDataNeeds> = {
  name: 'open-data',
  install: async (app, { db, platform, noticeChanges, publicBaseUrl, options }) => {
    const feeds = { db, limiter: platform.limiter, publicBaseUrl };
    registerNoticeCalendar(app, feeds);
    registerNoticeFeeds(app, feeds);
    registerSavedSearchFeeds(app, feeds);
    registerSavedSearchCalendar(app, feeds);
    const sitemaps = createSitemapCache();
    noticeChanges.subscribe(() => sitemaps.forget());
    registerSearchEngineFiles(app, { ...feeds, cache: sitemaps, sitemapMaxUrls: options.sitemapMaxUrls });
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
