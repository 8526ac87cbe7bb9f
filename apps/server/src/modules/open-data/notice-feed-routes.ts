import {
  FEED_MEDIA_TYPES,
  FEED_TAG_DATE,
  OPEN_DATA_MESSAGES,
  OPEN_DATA_RATE_LIMITS,
  PORTAL_NAME,
  getNoticesAtom,
  getNoticesRss,
  getSavedSearchAtom,
  getSavedSearchIcs,
  getSavedSearchRss,
  publicNoticePath,
  type TDownloadEndpoint,
  type TFeedFormat,
} from '@supportal/contract';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TDatabase } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { registerDownloadEndpoint } from '../../lib/endpoint/index.js';
import { writeCalendar } from '../../lib/icalendar.js';
import {
  isNotModified,
  renderAtom,
  renderRss,
  tagUri,
  validatorsOf,
  type TFeed,
} from '../../lib/syndication.js';
import type { TRateLimiter, TRateRule } from '../../plugins/rate-limit.js';
import { FEED_MESSAGES } from './feed-messages.js';
import { CALENDAR_PRODUCT_ID, noticeCalendarEvents } from './notice-calendar-endpoints.js';
import { savedSearchOfFeedToken } from '../saved-searches/index.js';
import {
  datedFeedNotices,
  feedLastModified,
  feedNoticeConditions,
  feedScopeName,
  latestFeedNotices,
  savedSearchFilter,
  type TFeedNoticeFilter,
} from './notice-feed-source.js';

export const FEED_RATE_RULE: TRateRule = { name: 'open-data-feeds', ...OPEN_DATA_RATE_LIMITS.feeds };

/** How long a reader may keep a feed without asking again (it may always ask conditionally). */
const FEED_MAX_AGE_SECONDS = 60;

export type TNoticeFeedDeps = {
  db: TDatabase;
  limiter: TRateLimiter;
  /** The portal's public address (PUBLIC_BASE_URL) without a trailing slash. */
  publicBaseUrl: () => string;
};

/** What a feed shows, whichever format it is read in. */
export type TFeedContent = {
  /** Identifies the feed among all the portal's feeds (its tag: URI's specific part). */
  key: string;
  title: string;
  description: string;
  /** The portal page the feed mirrors, relative to the public address. */
  sitePath: string;
  filter: TFeedNoticeFilter;
  /** When what the feed shows was last redefined (a saved search edited); none for fixed filters. */
  definedAt?: Date;
};

const renderers: Record<Exclude<TFeedFormat, 'ics'>, (feed: TFeed) => string> = {
  rss: renderRss,
  atom: renderAtom,
};

/** The feed's address as the reader asked for it: the self link readers subscribe to. */
const selfUrl = (baseUrl: string, request: FastifyRequest) => `${baseUrl}${request.url}`;

/** Sends a document with its validators, or 304 when the reader's copy is current. */
export const sendConditionally = (
  request: FastifyRequest,
  reply: FastifyReply,
  document: { body: string; mediaType: string; lastModified: Date; maxAgeSeconds?: number },
) => {
  const validators = validatorsOf(document.body, document.lastModified);
  reply
    .header('etag', validators.etag)
    .header('last-modified', validators.lastModified.toUTCString())
    .header('cache-control', `public, max-age=${document.maxAgeSeconds ?? FEED_MAX_AGE_SECONDS}`);
  if (isNotModified(request.headers, validators)) return reply.code(304).send();
  return reply.type(`${document.mediaType}; charset=utf-8`).send(document.body);
};

/**
 * When a feed last changed: its notices' last change, or a later change of what it shows (a saved
 * search's name or conditions). A feed no notice ever entered has no change to name: it is as new as
 * this answer (readers show the epoch as a date of 1970).
 */
export const feedUpdated = async (
  db: TDatabase,
  feedNotices: readonly SQL[],
  now: Date,
  definedAt: Date | undefined,
): Promise<Date> => {
  const noticesChanged = await feedLastModified(db, feedNotices);
  const changes = [noticesChanged, definedAt].filter(
    (date): date is Date => date !== null && date !== undefined,
  );
  return changes.length > 0 ? new Date(Math.max(...changes.map((date) => date.getTime()))) : now;
};

/** Builds the RSS or Atom document of a feed's content at this moment and sends it (conditionally). */
export const sendNoticeFeed = async (
  deps: TNoticeFeedDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  format: Exclude<TFeedFormat, 'ics'>,
  content: TFeedContent,
) => {
  const now = new Date();
  const baseUrl = deps.publicBaseUrl();
  const feedNotices = await feedNoticeConditions(deps.db, content.filter, now);
  const [entries, updated] = await Promise.all([
    latestFeedNotices(deps.db, feedNotices),
    feedUpdated(deps.db, feedNotices, now, content.definedAt),
  ]);
  const feed: TFeed = {
    id: tagUri(baseUrl, FEED_TAG_DATE, `feed:${content.key}`),
    title: content.title,
    description: content.description,
    selfUrl: selfUrl(baseUrl, request),
    siteUrl: `${baseUrl}${content.sitePath}`,
    author: PORTAL_NAME,
    updated,
    entries: entries.map((notice) => ({
      id: tagUri(baseUrl, FEED_TAG_DATE, `notice:${notice.id}`),
      title: notice.title,
      link: `${baseUrl}${publicNoticePath(notice.id)}`,
      summary: notice.summary,
      category: notice.category,
      published: notice.published,
      updated: notice.updated,
    })),
  };
  return sendConditionally(request, reply, {
    body: renderers[format](feed),
    mediaType: FEED_MEDIA_TYPES[format],
    lastModified: updated,
  });
};

/** The list page of a single notice type, else the home page. */
const sitePathOf = (filter: TFeedNoticeFilter) =>
  filter.purchaseNoticeType?.length === 1
    ? `/purAnnouncement?purchaseNoticeType=${encodeURIComponent(filter.purchaseNoticeType[0] ?? '')}`
    : '/home';

/** A stable key of a filter: the same filters in any order name the same feed. */
const filterKey = (filter: TFeedNoticeFilter) =>
  Object.entries(filter)
    .filter(([, value]) => value !== undefined && (!Array.isArray(value) || value.length > 0))
    .map(([field, value]) => `${field}=${[value].flat().sort().join(',')}`)
    .sort()
    .join(';') || 'all';

export const FEED_ERROR_STATUSES: (400 | 404 | 429)[] = [400, 404, 429];

/** Registers a feed call: limited per IP, then answered by `send`. */
export const registerFeedEndpoint = <E extends TDownloadEndpoint>(
  app: FastifyInstance,
  deps: TNoticeFeedDeps,
  endpoint: E,
  format: TFeedFormat,
  send: (query: z.output<E['query']>, request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>,
) =>
  registerDownloadEndpoint(
    app,
    endpoint,
    { produces: FEED_MEDIA_TYPES[format], errorStatuses: FEED_ERROR_STATUSES },
    async (query, context, reply) => {
      await deps.limiter.hit(FEED_RATE_RULE, context.ip, OPEN_DATA_MESSAGES.tooManyRequests);
      return send(query, reply.request, reply);
    },
  );

/** RSS 2.0 and Atom feeds of the newest public notices, by the notice list's filters. */
export const registerNoticeFeeds = (app: FastifyInstance, deps: TNoticeFeedDeps) => {
  for (const [endpoint, format] of [
    [getNoticesRss, 'rss'],
    [getNoticesAtom, 'atom'],
  ] as const) {
    registerFeedEndpoint(app, deps, endpoint, format, async (filter, request, reply) => {
      const scope = await feedScopeName(deps.db, filter);
      return sendNoticeFeed(deps, request, reply, format, {
        key: `notices:${filterKey(filter)}`,
        title: FEED_MESSAGES.noticesFeedTitle(scope),
        description: FEED_MESSAGES.noticesFeedDescription(scope),
        sitePath: sitePathOf(filter),
        filter,
      });
    });
  }
};

/** The saved search a feed link's token opens; 404 for a wrong, replaced or revoked one. */
export const feedTokenSearch = async (db: TDatabase, token: string) => {
  const search = await savedSearchOfFeedToken(db, token);
  if (!search) throw new AppError('notFound', OPEN_DATA_MESSAGES.feedNotFound);
  return search;
};

/** RSS 2.0 and Atom feeds of one saved search, opened by the secret token of its feed links. */
export const registerSavedSearchFeeds = (app: FastifyInstance, deps: TNoticeFeedDeps) => {
  for (const [endpoint, format] of [
    [getSavedSearchRss, 'rss'],
    [getSavedSearchAtom, 'atom'],
  ] as const) {
    registerFeedEndpoint(app, deps, endpoint, format, async ({ token }, request, reply) => {
      const search = await feedTokenSearch(deps.db, token);
      return sendNoticeFeed(deps, request, reply, format, {
        key: `saved-search:${search.id}`,
        title: FEED_MESSAGES.savedSearchFeedTitle(search.name),
        description: FEED_MESSAGES.savedSearchFeedDescription(search.name),
        sitePath: '/home',
        filter: savedSearchFilter(search),
        definedAt: search.conditionsChangedAt,
      });
    });
  }
};

/**
 * The calendar of one saved search: bid deadlines and openings of the public notices it matches, for a
 * calendar application to subscribe to (it asks again by itself, conditionally).
 */
export const registerSavedSearchCalendar = (app: FastifyInstance, deps: TNoticeFeedDeps) => {
  registerFeedEndpoint(app, deps, getSavedSearchIcs, 'ics', async ({ token }, request, reply) => {
    const search = await feedTokenSearch(deps.db, token);
    const now = new Date();
    const baseUrl = deps.publicBaseUrl();
    const feedNotices = await feedNoticeConditions(deps.db, savedSearchFilter(search), now);
    // Stamped with the last change, not the clock: the same calendar keeps its ETag until it changes.
    const [dated, updated] = await Promise.all([
      datedFeedNotices(deps.db, feedNotices, now),
      feedUpdated(deps.db, feedNotices, now, search.conditionsChangedAt),
    ]);
    const events = dated.flatMap((notice) =>
      noticeCalendarEvents(notice, `${baseUrl}${publicNoticePath(notice.noticeId)}`),
    );
    return sendConditionally(request, reply, {
      body: writeCalendar({
        productId: CALENDAR_PRODUCT_ID,
        name: FEED_MESSAGES.savedSearchFeedTitle(search.name),
        now: updated,
        events,
      }),
      mediaType: FEED_MEDIA_TYPES.ics,
      lastModified: updated,
    });
  });
};
