import { describe, expect, it } from 'vitest';
import { createNoncePage } from './nonce-page.js';
import { createPageCache } from './page-cache.js';

const page = (text: string) => ({
  status: 200,
  headers: [['content-type', 'text/html']] as [string, string][],
  page: createNoncePage(Buffer.from(text), 'rendered-nonce'),
});

describe('page cache', () => {
  it('serves a page until its time is up', () => {
    let now = 0;
    const cache = createPageCache({ ttlMs: 10_000, maxEntries: 10, now: () => now });
    cache.set('localhost/home', page('首页'));
    now = 9_999;
    expect(cache.get('localhost/home')?.page.withNonce('n').toString()).toBe('首页');
    now = 10_000;
    expect(cache.get('localhost/home')).toBeUndefined();
  });

  it('drops the oldest page beyond its size and everything on clear', () => {
    const cache = createPageCache({ ttlMs: 10_000, maxEntries: 2 });
    cache.set('a', page('a'));
    cache.set('b', page('b'));
    cache.set('c', page('c'));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(2);
    cache.clear();
    expect(cache.get('c')).toBeUndefined();
  });

  it('keeps nothing when turned off', () => {
    const cache = createPageCache({ ttlMs: 0, maxEntries: 2 });
    cache.set('a', page('a'));
    expect(cache.enabled).toBe(false);
    expect(cache.get('a')).toBeUndefined();
  });
});
