import type { TNoncePage } from './nonce-page.js';

/**
 * A rendered page: rendering costs ~25× a JSON call. `page` serves its bytes with a fresh CSP nonce in
 * every answer (see nonce-page.ts), so one render serves many visitors safely.
 */
export type TRenderedPage = { status: number; headers: [string, string][]; page: TNoncePage };
type TCachedPage = TRenderedPage & { storedAt: number };

export type TPageCacheAnswer = { page: TRenderedPage; state: 'hit' | 'stale' | 'miss' };

export type TPageCacheOptions = {
  /** How long a page is served as fresh. */
  ttlMs: number;
  /** How long past that a page may still be served while one refresh renders it again. */
  staleMs: number;
  maxEntries: number;
  now?: () => number;
};

/** Only complete HTML pages are kept; redirects, 404s and data answers are rendered each time. */
const isStorable = (page: TRenderedPage) =>
  page.status === 200 &&
  page.headers.some(([name, value]) => name === 'content-type' && value.startsWith('text/html'));

/**
 * Shared cache of anonymous server-rendered pages, keyed by what a page depends on (host, path,
 * normalised query). Identical renders in flight are merged; a page past its time is served while one
 * refresh runs; a change of notices marks every page stale at once. A key is admitted only when asked
 * for a second time, so a flood of one-off addresses cannot push out the pages people read.
 */
export const createPageCache = (options: TPageCacheOptions) => {
  const now = options.now ?? Date.now;
  const enabled = options.ttlMs > 0;
  const pages = new Map<string, TCachedPage>();
  const inFlight = new Map<string, Promise<TRenderedPage>>();
  /** Keys asked for once (bounded, oldest forgotten first). */
  const seenOnce = new Set<string>();

  const remember = (key: string, page: TRenderedPage) => {
    if (!isStorable(page)) return;
    if (!pages.has(key) && !seenOnce.has(key)) {
      seenOnce.add(key);
      while (seenOnce.size > options.maxEntries * 4)
        seenOnce.delete(seenOnce.values().next().value as string);
      return;
    }
    seenOnce.delete(key);
    pages.delete(key);
    pages.set(key, { ...page, storedAt: now() });
    // Map keeps insertion order (refreshed on every hit): the first key is the least recently used.
    while (pages.size > options.maxEntries) pages.delete(pages.keys().next().value as string);
  };

  /** One render per key at a time; everyone asking meanwhile gets its result. */
  const renderOnce = (key: string, render: () => Promise<TRenderedPage>): Promise<TRenderedPage> => {
    const running = inFlight.get(key);
    if (running) return running;
    const rendering = render()
      .then((page) => {
        remember(key, page);
        return page;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, rendering);
    return rendering;
  };

  return {
    enabled,
    serve: async (key: string, render: () => Promise<TRenderedPage>): Promise<TPageCacheAnswer> => {
      const cached = enabled ? pages.get(key) : undefined;
      if (cached) {
        const age = now() - cached.storedAt;
        if (age < options.ttlMs) {
          pages.delete(key);
          pages.set(key, cached);
          return { page: cached, state: 'hit' };
        }
        if (age < options.ttlMs + options.staleMs) {
          // A failed refresh keeps the stale page; the next request tries again.
          renderOnce(key, render).catch(() => undefined);
          return { page: cached, state: 'stale' };
        }
        pages.delete(key);
      }
      const page = enabled ? await renderOnce(key, render) : await render();
      return { page, state: 'miss' };
    },
    /** Notices changed: every page is stale (served while its refresh runs, never fresh again). */
    invalidate: () => {
      for (const page of pages.values()) page.storedAt = Math.min(page.storedAt, now() - options.ttlMs);
    },
    clear: () => {
      pages.clear();
      seenOnce.clear();
    },
    get size() {
      return pages.size;
    },
  };
};

export type TPageCache = ReturnType<typeof createPageCache>;

/** host + path + query with its parameters sorted and empty ones dropped: equal pages, one key. */
export const pageCacheKey = (host: string, url: string): string => {
  const parsed = new URL(url, 'http://page.local');
  const params = [...parsed.searchParams].filter(([, value]) => value !== '');
  params.sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
  const query = new URLSearchParams(params).toString();
  return `${host}${parsed.pathname}${query ? `?${query}` : ''}`;
};

/**
 * Whose render budget a page counts against: its session's when logged in (an office behind one NAT
 * address is many people), its address's when anonymous.
 */
export const renderClientOf = (session: { sessionId: string } | null, address: string) =>
  session ? `session:${session.sessionId}` : `address:${address}`;

/**
 * Renders that no cache answered, per client (a session, or an anonymous visitor's address): a fixed
 * window of `limit` renders. Rendering is the expensive part of a page; one client cannot take every
 * core with unique addresses.
 */
export const createRenderLimiter = (options: { limit: number; windowMs: number; now?: () => number }) => {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { startedAt: number; count: number }>();
  return {
    /** Milliseconds to wait, or 0 when this render may go ahead. */
    take: (client: string): number => {
      const at = now();
      const window = windows.get(client);
      if (!window || at - window.startedAt >= options.windowMs) {
        windows.set(client, { startedAt: at, count: 1 });
        // Forget finished windows now and then, so the map holds only active clients.
        if (windows.size > 10_000) {
          for (const [key, entry] of windows)
            if (at - entry.startedAt >= options.windowMs) windows.delete(key);
        }
        return 0;
      }
      window.count += 1;
      return window.count > options.limit ? window.startedAt + options.windowMs - at : 0;
    },
  };
};
