import { describe, expect, it, vi } from 'vitest';
import { createNoticeReadCache, readCacheKey } from './notice-read-cache.js';

describe('notice read cache', () => {
  it('computes a read once, then answers from memory until cleared or expired', async () => {
    let now = 0;
    const cache = createNoticeReadCache({ maxEntries: 10, maxAgeMs: 60_000, now: () => now });
    const compute = vi.fn(async () => 42);
    expect(await cache.memo('k', compute)).toBe(42);
    expect(await cache.memo('k', compute)).toBe(42);
    expect(compute).toHaveBeenCalledTimes(1);
    cache.clear();
    await cache.memo('k', compute);
    expect(compute).toHaveBeenCalledTimes(2);
    now = 60_000;
    await cache.memo('k', compute);
    expect(compute).toHaveBeenCalledTimes(3);
  });

  it('does not remember a failed read', async () => {
    const cache = createNoticeReadCache({ maxEntries: 10, maxAgeMs: 60_000 });
    await expect(cache.memo('k', async () => Promise.reject(new Error('数据库断开')))).rejects.toThrow();
    await Promise.resolve();
    expect(await cache.memo('k', async () => 'ok')).toBe('ok');
  });

  it('keys reads by call, visibility and input whatever the key order', () => {
    expect(readCacheKey('q', false, { a: 1, b: [{ y: 1, x: 2 }] })).toBe(
      readCacheKey('q', false, { b: [{ x: 2, y: 1 }], a: 1 }),
    );
    expect(readCacheKey('q', false, { a: 1 })).not.toBe(readCacheKey('q', true, { a: 1 }));
    expect(readCacheKey('q', false, { a: 1, b: undefined })).toBe(readCacheKey('q', false, { a: 1 }));
  });
});
