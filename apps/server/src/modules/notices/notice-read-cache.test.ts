import { describe, expect, it, vi } from 'vitest';
import {
  changeAffects,
  createNoticeReadCache,
  decodeNoticeChange,
  encodeNoticeChange,
  readCacheKey,
} from './notice-read-cache.js';

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

  it('forgets on a change only the reads whose keyword and types the changed notices touch', async () => {
    const cache = createNoticeReadCache({ maxEntries: 10, maxAgeMs: 60_000 });
    const compute = vi.fn(async () => 1);
    await cache.memo('tower', compute, { keyword: '铁塔', types: ['2'] });
    await cache.memo('cable', compute, { keyword: '光缆' });
    await cache.memo('list 8', compute, { types: ['8'] });
    await cache.memo('everything', compute);
    cache.forget({ titles: ['江苏铁塔维护采购公告', '江苏铁塔维护采购公告（更正）'], types: ['2'] });
    expect(cache.size).toBe(2);
    await cache.memo('cable', compute, { keyword: '光缆' });
    await cache.memo('list 8', compute, { types: ['8'] });
    expect(compute).toHaveBeenCalledTimes(4);
    cache.forget(undefined);
    expect(cache.size).toBe(0);
  });

  it('matches keywords as the database does, assuming a match where cases may differ', () => {
    const change = { titles: ['ABC 光缆 Ⅱ期'], types: ['2'] };
    expect(changeAffects({ keyword: 'abc' }, change)).toBe(true);
    expect(changeAffects({ keyword: '铁塔' }, change)).toBe(true);
    expect(changeAffects({ keyword: '铁塔' }, { titles: ['“光缆”—采购'], types: ['2'] })).toBe(false);
    expect(changeAffects({ keyword: 'é' }, { titles: ['光缆'], types: ['2'] })).toBe(true);
    expect(changeAffects({ keyword: '光缆', types: ['8', '49'] }, change)).toBe(false);
    expect(changeAffects({ types: [] }, change)).toBe(false);
  });

  it('carries a change between instances, or nothing when it is too large for a notification', () => {
    const change = { titles: ['铁塔'], types: ['2', '49'] };
    expect(decodeNoticeChange(encodeNoticeChange(change))).toEqual(change);
    // A correction (amended or withdrawn notice) stays one on the other instances: they drop its pages.
    const correction = { ...change, corrects: true };
    expect(decodeNoticeChange(encodeNoticeChange(correction))).toEqual(correction);
    expect(encodeNoticeChange({ titles: Array(2000).fill('铁塔维护'), types: ['2'] })).toBeUndefined();
    expect(decodeNoticeChange('{"titles":[1]}')).toBeUndefined();
    expect(decodeNoticeChange('not json')).toBeUndefined();
  });
});
