import {
  PORTAL_NAME,
  ROBOTS_ALLOWED_API_PATHS,
  ROBOTS_DISALLOWED_PATHS,
  SEARCH_ENGINE_PATHS,
  SITEMAP_MAX_URLS,
  SITEMAP_PAGE_PATHS,
  publicNoticePath,
} from '@supportal/contract';
import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../../db/database.js';
import { escapeXml } from '../../lib/syndication.js';
import { sendConditionally } from './notice-feed-routes.js';
import { sitemapNotices, sitemapParts } from './sitemap-source.js';

/** A built sitemap document and when what it lists last changed. */
type TSitemapDocument = { body: string; lastModified: Date };

/**
 * Built sitemaps, kept until notices change (`forget`, called where the page cache is invalidated) or
 * for SITEMAP_CACHE_MS at most: a notice whose scheduled time comes without a write is listed then.
 */
export type TSitemapCache = {
  get: (key: string, build: () => Promise<TSitemapDocument | null>) => Promise<TSitemapDocument | null>;
  forget: () => void;
};

const SITEMAP_CACHE_MS = 10 * 60_000;
/** How long crawlers and proxies may keep robots.txt and sitemaps without asking again. */
const ROBOTS_MAX_AGE_SECONDS = 3_600;
const SITEMAP_MAX_AGE_SECONDS = 600;
const SITEMAP_XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const SITEMAP_MEDIA_TYPE = 'application/xml';

export const createSitemapCache = (now: () => number = Date.now): TSitemapCache => {
  const documents = new Map<string, { built: Promise<TSitemapDocument | null>; at: number }>();
  return {
    get: (key, build) => {
      const kept = documents.get(key);
      if (kept && now() - kept.at < SITEMAP_CACHE_MS) return kept.built;
      // Requests arriving while it builds share the one build; a failed build is not kept.
      const built = build().catch((error: unknown) => {
        documents.delete(key);
        throw error;
      });
      documents.set(key, { built, at: now() });
      return built;
    },
    forget: () => documents.clear(),
  };
};

export type TSearchEngineDeps = {
  db: TDatabase;
  /** The portal's public address (PUBLIC_BASE_URL) without a trailing slash. */
  publicBaseUrl: () => string;
  cache: TSitemapCache;
  /** URLs per notice sitemap part; tests make parts small. */
  sitemapMaxUrls?: number;
};

/** W3C datetime in UTC, whole seconds. */
const w3cDate = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

const xmlDocument = (root: string, children: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${SITEMAP_XMLNS}">\n${children.join('\n')}\n</${root}>\n`;

const entry = (element: 'url' | 'sitemap', loc: string, lastModified?: Date) =>
  `<${element}><loc>${escapeXml(loc)}</loc>${lastModified ? `<lastmod>${w3cDate(lastModified)}</lastmod>` : ''}</${element}>`;

/** robots.txt: public pages open, the rest closed; the sitemap's absolute address. */
export const robotsText = (baseUrl: string) =>
  [
    `# ${PORTAL_NAME}`,
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    // The longest matching rule wins (RFC 9309): these open parts of the closed /supportal/.
    ...ROBOTS_ALLOWED_API_PATHS.map((path) => `Allow: ${path}`),
    '',
    `Sitemap: ${baseUrl}${SEARCH_ENGINE_PATHS.sitemapIndex}`,
    '',
  ].join('\n');

/**
 * /robots.txt, /sitemap.xml (the index), /sitemap-pages.xml and /sitemap-notices-<n>.xml: what search
 * engines may read and every public notice, at most SITEMAP_MAX_URLS a part, with its last change.
 */
export const registerSearchEngineFiles = (app: FastifyInstance, deps: TSearchEngineDeps) => {
  const partSize = deps.sitemapMaxUrls ?? SITEMAP_MAX_URLS;
  // The fixed pages change with a release: their sitemap, and an empty index, date from the start.
  const startedAt = new Date();

  const send = (
    request: Parameters<typeof sendConditionally>[0],
    reply: Parameters<typeof sendConditionally>[1],
    document: TSitemapDocument | null,
  ) => {
    if (!document) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    return sendConditionally(request, reply, {
      ...document,
      mediaType: SITEMAP_MEDIA_TYPE,
      maxAgeSeconds: SITEMAP_MAX_AGE_SECONDS,
    });
  };

  app.get(SEARCH_ENGINE_PATHS.robots, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', `public, max-age=${ROBOTS_MAX_AGE_SECONDS}`)
      .send(robotsText(deps.publicBaseUrl())),
  );

  app.get(SEARCH_ENGINE_PATHS.sitemapIndex, async (request, reply) => {
    const document = await deps.cache.get('index', async () => {
      const baseUrl = deps.publicBaseUrl();
      const parts = await sitemapParts(deps.db, new Date(), partSize);
      return {
        body: xmlDocument('sitemapindex', [
          entry('sitemap', `${baseUrl}${SEARCH_ENGINE_PATHS.pagesSitemap}`),
          ...parts.map((part) =>
            entry('sitemap', `${baseUrl}${SEARCH_ENGINE_PATHS.noticesSitemap(part.part)}`, part.lastModified),
          ),
        ]),
        lastModified: new Date(
          Math.max(startedAt.getTime(), ...parts.map((part) => part.lastModified.getTime())),
        ),
      };
    });
    return send(request, reply, document);
  });

  app.get(SEARCH_ENGINE_PATHS.pagesSitemap, async (request, reply) => {
    const baseUrl = deps.publicBaseUrl();
    return send(request, reply, {
      body: xmlDocument(
        'urlset',
        SITEMAP_PAGE_PATHS.map((path) => entry('url', `${baseUrl}${path}`)),
      ),
      lastModified: startedAt,
    });
  });

  app.get<{ Params: { part: string } }>(
    // SEARCH_ENGINE_PATHS.noticesSitemap as a route: the part number is its only parameter.
    '/sitemap-notices-:part(^\\d{1,6}).xml',
    async (request, reply) => {
      const part = Number(request.params.part);
      const document = await deps.cache.get(`notices-${part}`, async () => {
        if (part < 1) return null;
        const listed = await sitemapNotices(deps.db, new Date(), partSize, part);
        if (listed.length === 0) return null;
        const baseUrl = deps.publicBaseUrl();
        return {
          body: xmlDocument(
            'urlset',
            listed.map((notice) =>
              entry('url', `${baseUrl}${publicNoticePath(notice.id)}`, notice.lastModified),
            ),
          ),
          lastModified: new Date(Math.max(...listed.map((notice) => notice.lastModified.getTime()))),
        };
      });
      return send(request, reply, document);
    },
  );
};
