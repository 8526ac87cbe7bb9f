import { describe, expect, it } from 'vitest';
import { createChangeCache } from './change-cache.js';

describe('createChangeCache', () => {
  it('reads a key once until told of a change, or until it is too old', async () => {
    let clock = 0;
    let reads = 0;
    const cache = createChangeCache<number>({ maxAgeMs: 1_000, maxEntries: 10, now: () => clock });
    const read = async () => ++reads;
    expect(await cache.get('a', read)).toBe(1);
    expect(await cache.get('a', read)).toBe(1);
    cache.forget();
    expect(await cache.get('a', read)).toBe(2);
    clock = 999;
    expect(await cache.get('a', read)).toBe(2);
    clock = 1_000;
    expect(await cache.get('a', read)).toBe(3);
  });

  it('never serves a read that began before a change to whoever asks after it', async () => {
    const cache = createChangeCache<string>({ maxAgeMs: 60_000, maxEntries: 10 });
    let finish: (value: string) => void = () => undefined;
    const early = cache.get('menu', () => new Promise((resolve) => (finish = resolve)));
    cache.forget();
    const late = cache.get('menu', async () => 'after the change');
    finish('before the change');
    expect(await early).toBe('before the change');
    expect(await late).toBe('after the change');
    expect(await cache.get('menu', async () => 'read again')).toBe('after the change');
  });

  it('keeps no failed read, and no more than maxEntries keys', async () => {
    const cache = createChangeCache<string>({ maxAgeMs: 60_000, maxEntries: 2 });
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 'a again')).toBe('a again');
    await cache.get('b', async () => 'b');
    await cache.get('c', async () => 'c');
    expect(await cache.get('a', async () => 'a read anew')).toBe('a read anew');
  });
});
