import { createHash } from 'node:crypto';
import { escapeHtml } from './html-escape.js';

/** One entry of a feed: a page readers open, with when it appeared and when it last changed. */
export type TFeedEntry = {
  /** A tag: URI (RFC 4151) that stays the entry's for good. */
  id: string;
  title: string;
  /** Absolute address of the entry's page; RSS uses it as the permanent guid. */
  link: string;
  summary: string;
  category: string | null;
  published: Date;
  updated: Date;
};

export type TFeed = {
  id: string;
  title: string;
  description: string;
  /** Absolute address of this feed (atom:link rel="self"). */
  selfUrl: string;
  /** Absolute address of the page the feed mirrors. */
  siteUrl: string;
  author: string;
  /** When anything the feed shows last changed: Atom's updated, RSS's lastBuildDate. */
  updated: Date;
  entries: readonly TFeedEntry[];
};

// XML 1.0 admits no C0 control characters besides tab, LF and CR (nor lone surrogates, U+FFFE, U+FFFF).
const NOT_XML_CHARACTER =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text made safe for XML element content and quoted attributes. */
export const escapeXml = (text: string): string => escapeHtml(text.replace(NOT_XML_CHARACTER, ''));

/** RFC 822 date with a four-digit year, as RSS 2.0 wants (pubDate, lastBuildDate). */
const rfc822 = (date: Date) => date.toUTCString();
/** RFC 3339 in UTC, whole seconds, as Atom wants. */
const rfc3339 = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

/** A tag: URI (RFC 4151) under the host of `baseUrl`. */
export const tagUri = (baseUrl: string, tagDate: string, specific: string) =>
  `tag:${new URL(baseUrl).hostname},${tagDate}:${specific}`;

export const renderRss = (feed: TFeed): string => {
  const items = feed.entries.map(
    (entry) => `    <item>
      <title>${escapeXml(entry.title)}</title>
      <link>${escapeXml(entry.link)}</link>
      <guid isPermaLink="true">${escapeXml(entry.link)}</guid>
      <description>${escapeXml(entry.summary)}</description>
${entry.category ? `      <category>${escapeXml(entry.category)}</category>\n` : ''}      <pubDate>${rfc822(entry.published)}</pubDate>
    </item>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(feed.title)}</title>
    <link>${escapeXml(feed.siteUrl)}</link>
    <description>${escapeXml(feed.description)}</description>
    <language>zh-cn</language>
    <lastBuildDate>${rfc822(feed.updated)}</lastBuildDate>
    <atom:link href="${escapeXml(feed.selfUrl)}" rel="self" type="application/rss+xml"/>
${items.join('\n')}
  </channel>
</rss>
`;
};

export const renderAtom = (feed: TFeed): string => {
  const entries = feed.entries.map(
    (entry) => `  <entry>
    <id>${escapeXml(entry.id)}</id>
    <title type="text">${escapeXml(entry.title)}</title>
    <link rel="alternate" type="text/html" href="${escapeXml(entry.link)}"/>
    <published>${rfc3339(entry.published)}</published>
    <updated>${rfc3339(entry.updated)}</updated>
${entry.category ? `    <category term="${escapeXml(entry.category)}"/>\n` : ''}    <summary type="text">${escapeXml(entry.summary)}</summary>
  </entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="zh-CN">
  <id>${escapeXml(feed.id)}</id>
  <title type="text">${escapeXml(feed.title)}</title>
  <subtitle type="text">${escapeXml(feed.description)}</subtitle>
  <updated>${rfc3339(feed.updated)}</updated>
  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.selfUrl)}"/>
  <link rel="alternate" type="text/html" href="${escapeXml(feed.siteUrl)}"/>
  <author><name>${escapeXml(feed.author)}</name></author>
${entries.join('\n')}
</feed>
`;
};

/** Validators of a document for conditional GET: a strong ETag of its bytes, Last-Modified in whole seconds. */
export type TValidators = { etag: string; lastModified: Date };

export const validatorsOf = (body: string, lastModified: Date): TValidators => ({
  etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`,
  lastModified: new Date(Math.floor(lastModified.getTime() / 1000) * 1000),
});

/**
 * Whether the client's copy is current (RFC 9110 13.2.2): If-None-Match decides when sent (any of its
 * tags, weak or strong, matching); only without it does If-Modified-Since count.
 */
export const isNotModified = (
  headers: { 'if-none-match'?: string | undefined; 'if-modified-since'?: string | undefined },
  validators: TValidators,
): boolean => {
  const noneMatch = headers['if-none-match'];
  if (noneMatch !== undefined) {
    if (noneMatch.trim() === '*') return true;
    return noneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .includes(validators.etag);
  }
  const modifiedSince = headers['if-modified-since'];
  if (modifiedSince === undefined) return false;
  const since = Date.parse(modifiedSince);
  return !Number.isNaN(since) && validators.lastModified.getTime() <= since;
};
