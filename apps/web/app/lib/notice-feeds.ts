import { FEED_MEDIA_TYPES, getNoticesAtom, getNoticesRss } from '@supportal/contract';

/** The public notice feed of some filters, in both formats (relative: the portal's own host). */
export type TNoticeFeedHrefs = { rss: string; atom: string };

/** The feed filters a page passes (the feed call's own parameter names); empty values are left out. */
export const noticeFeedHrefs = (filters: Record<string, string | undefined>): TNoticeFeedHrefs => {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  const suffix = query.size > 0 ? `?${query.toString()}` : '';
  return { rss: `${getNoticesRss.path}${suffix}`, atom: `${getNoticesAtom.path}${suffix}` };
};

/**
 * Feed discovery (`<link rel="alternate">` in both formats): readers and browsers find a page's feeds
 * from its address. None when the page has no feed.
 */
export const feedDiscoveryLinks = (title: string, hrefs: TNoticeFeedHrefs | undefined) =>
  hrefs
    ? (['rss', 'atom'] as const).map((format) => ({
        tagName: 'link' as const,
        rel: 'alternate',
        type: FEED_MEDIA_TYPES[format],
        title,
        href: hrefs[format],
      }))
    : [];
