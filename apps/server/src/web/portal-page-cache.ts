import type { TChangeBroadcast } from '../plugins/change-broadcast.js';
import type { TNoticeChanges } from '../modules/notices/index.js';
import { createPageCache } from './page-cache.js';

/** How long past its time a page may be served while one refresh renders it again. */
const PAGE_STALE_MS = 60_000;

/**
 * The cache of anonymous pages, kept in step with every instance's changes: a notice change makes
 * pages refresh (a correction, or a change too large to describe, drops them; a new notice may show a
 * list late), and a change of dictionaries or the download zone drops them.
 */
export const createPortalPageCache = (
  ttlMs: number,
  changes: { notices: TNoticeChanges; pages: TChangeBroadcast<never> },
) => {
  const cache = createPageCache({ ttlMs, staleMs: PAGE_STALE_MS, maxEntries: 500 });
  changes.notices.subscribe((change) => {
    if (!change || change.corrects) cache.clear();
    else cache.invalidate();
  });
  changes.pages.subscribe(() => cache.clear());
  return cache;
};
