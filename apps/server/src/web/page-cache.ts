import type { TNoncePage } from './nonce-page.js';

/**
 * A rendered page kept for a short while: rendering costs ~25× a JSON call. `page` serves its bytes
 * with a fresh CSP nonce in every answer (see nonce-page.ts).
 */
export type TCachedPage = {
  status: number;
  headers: [string, string][];
  page: TNoncePage;
  storedAt: number;
};

/**
 * Short shared cache of anonymous server-rendered pages, keyed by URL. Entries live `ttlMs`; a change
 * of notices clears it at once on this instance (other instances catch up within the TTL).
 */
export const createPageCache = (options: { ttlMs: number; maxEntries: number; now?: () => number }) => {
  const now = options.now ?? Date.now;
  const pages = new Map<string, TCachedPage>();
  return {
    enabled: options.ttlMs > 0,
    get: (key: string): TCachedPage | undefined => {
      const page = pages.get(key);
      if (!page) return undefined;
      if (now() - page.storedAt >= options.ttlMs) {
        pages.delete(key);
        return undefined;
      }
      return page;
    },
    set: (key: string, page: Omit<TCachedPage, 'storedAt'>) => {
      if (options.ttlMs <= 0) return;
      pages.delete(key);
      pages.set(key, { ...page, storedAt: now() });
      // Map keeps insertion order: the first key is the oldest entry.
      while (pages.size > options.maxEntries) {
        const oldest = pages.keys().next().value;
        if (oldest === undefined) break;
        pages.delete(oldest);
      }
    },
    clear: () => pages.clear(),
    get size() {
      return pages.size;
    },
  };
};

export type TPageCache = ReturnType<typeof createPageCache>;
