import { downloadGet } from '../files/download-get.js';
import { getNoticesAtom } from './get-notices-atom.js';
import { getNoticesRss } from './get-notices-rss.js';

/** robots.txt and the sitemap: what search engines are told to read (docs/open-data.md). */
export const SEARCH_ENGINE_PATHS = {
  robots: '/robots.txt',
  sitemapIndex: '/sitemap.xml',
  /** The sitemap of the fixed public pages. */
  pagesSitemap: '/sitemap-pages.xml',
  /** Part n (from 1) of the public notices, oldest first. */
  noticesSitemap: (part: number) => `/sitemap-notices-${part}.xml`,
} as const;

/** The most URLs one sitemap file may list (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** The public pages besides notices (spec section 2) a sitemap lists. */
export const SITEMAP_PAGE_PATHS: readonly string[] = ['/home', '/announcement', '/companyIntro', '/downMore'];

/**
 * What crawlers leave alone: the workspace, the login flows and the task window, subscription links
 * (secret tokens), the error page, and the API except the public feeds and notice attachments.
 */
export const ROBOTS_DISALLOWED_PATHS: readonly string[] = [
  '/purHome',
  '/login',
  '/subscription',
  '/purchase/',
  '/supplier/',
  '/404',
  '/supportal/',
];
export const ROBOTS_ALLOWED_API_PATHS: readonly string[] = [
  getNoticesRss.path,
  getNoticesAtom.path,
  downloadGet.path,
];
