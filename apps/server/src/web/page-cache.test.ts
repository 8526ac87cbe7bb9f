import { describe, expect, it } from 'vitest';
import { createNoncePage } from './nonce-page.js';
import {
  createPageCache,
  createRenderLimiter,
  pageCacheKey,
  renderClientOf,
  type TRenderedPage,
} from './page-cache.js';

const RENDER_NONCE = 'render-nonce';
const page = (text: string, status = 200): TRenderedPage => ({
  status,
  headers: [['content-type', 'text/html; charset=utf-8']],
  page: createNoncePage(Buffer.from(text), RENDER_NONCE),
});

/** A render that counts its calls and can be held until released. */
const renderer = (text: string) => {
  let calls = 0;
  let release: () => void = () => undefined;
  let held = false;
  return {
    hold: () => {
      held = true;
    },
    release: () => release(),
    get calls() {
      return calls;
    },
    render: () => {
      calls += 1;
      if (!held) return Promise.resolve(page(`${text}${calls}`));
      return new Promise<TRenderedPage>((resolve) => {
        release = () => {
          held = false;
          resolve(page(`${text}${calls}`));
        };
      });
    },
  };
};

const text = async (answer: Promise<{ page: TRenderedPage; state: string }>) => {
  const { page: rendered, state } = await answer;
  return `${state}:${rendered.page.withNonce(RENDER_NONCE).toString()}`;
};

describe('page cache', () => {
  it('admits a page on its second request, then serves it fresh until its time is up', async () => {
    let now = 0;
    const cache = createPageCache({ ttlMs: 10_000, staleMs: 60_000, maxEntries: 10, now: () => now });
    const home = renderer('首页');
    expect(await text(cache.serve('h/home', home.render))).toBe('miss:首页1');
    expect(await text(cache.serve('h/home', home.render))).toBe('miss:首页2');
    now = 9_999;
    expect(await text(cache.serve('h/home', home.render))).toBe('hit:首页2');
    expect(home.calls).toBe(2);
  });

  it('merges identical renders in flight', async () => {
    const cache = createPageCache({ ttlMs: 10_000, staleMs: 0, maxEntries: 10 });
    const home = renderer('首页');
    home.hold();
    const answers = Array.from({ length: 50 }, () => text(cache.serve('h/home', home.render)));
    home.release();
    expect(new Set(await Promise.all(answers))).toEqual(new Set(['miss:首页1']));
    expect(home.calls).toBe(1);
  });

  it('serves a stale page while one refresh runs, also after notices change', async () => {
    let now = 0;
    const cache = createPageCache({ ttlMs: 10_000, staleMs: 60_000, maxEntries: 10, now: () => now });
    const home = renderer('首页');
    await cache.serve('h/home', home.render);
    await cache.serve('h/home', home.render);
    now = 12_000;
    home.hold();
    expect(await text(cache.serve('h/home', home.render))).toBe('stale:首页2');
    expect(await text(cache.serve('h/home', home.render))).toBe('stale:首页2');
    expect(home.calls).toBe(3);
    home.release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await text(cache.serve('h/home', home.render))).toBe('hit:首页3');

    cache.invalidate();
    expect(await text(cache.serve('h/home', home.render))).toBe('stale:首页3');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await text(cache.serve('h/home', home.render))).toBe('hit:首页4');
  });

  it('keeps popular pages when one-off addresses flood in, and never keeps errors', async () => {
    const cache = createPageCache({ ttlMs: 10_000, staleMs: 0, maxEntries: 2 });
    const home = renderer('首页');
    await cache.serve('h/home', home.render);
    await cache.serve('h/home', home.render);
    for (let index = 0; index < 100; index += 1) {
      await cache.serve(`h/home?x=${index}`, renderer('x').render);
    }
    expect(await text(cache.serve('h/home', home.render))).toBe('hit:首页2');
    const missing = () => Promise.resolve(page('不存在', 404));
    await cache.serve('h/404', missing);
    await cache.serve('h/404', missing);
    expect(cache.size).toBe(1);
  });

  it('keeps nothing when turned off', async () => {
    const cache = createPageCache({ ttlMs: 0, staleMs: 0, maxEntries: 2 });
    const home = renderer('首页');
    for (let index = 0; index < 3; index += 1) await cache.serve('h/home', home.render);
    expect(cache.enabled).toBe(false);
    expect(home.calls).toBe(3);
  });

  it('keys pages by host, path and their sorted, non-empty query', () => {
    expect(pageCacheKey('portal', '/purAnnouncement?size=20&purchaseNoticeType=2&orgName=')).toBe(
      pageCacheKey('portal', '/purAnnouncement?purchaseNoticeType=2&size=20'),
    );
    expect(pageCacheKey('portal', '/search?keyword=%E9%93%81')).not.toBe(pageCacheKey('portal', '/search'));
    expect(pageCacheKey('a', '/home')).not.toBe(pageCacheKey('b', '/home'));
  });

  it('limits the renders one client may cause, per window', () => {
    let now = 0;
    const limiter = createRenderLimiter({ limit: 2, windowMs: 10_000, now: () => now });
    expect(limiter.take('10.0.0.1')).toBe(0);
    expect(limiter.take('10.0.0.1')).toBe(0);
    now = 4_000;
    expect(limiter.take('10.0.0.1')).toBe(6_000);
    expect(limiter.take('10.0.0.2')).toBe(0);
    now = 10_000;
    expect(limiter.take('10.0.0.1')).toBe(0);
  });

  it('gives each session its own render budget behind one address, and anonymous renders the address’s', () => {
    const limiter = createRenderLimiter({ limit: 2, windowMs: 10_000, now: () => 0 });
    const office = '10.0.0.1';
    const take = (session: { sessionId: string } | null, address = office) =>
      limiter.take(renderClientOf(session, address));
    const colleagues = [{ sessionId: 'a' }, { sessionId: 'b' }];
    for (const session of colleagues)
      expect([take(session), take(session), take(session)]).toEqual([0, 0, 10_000]);
    // Neither session used the address's anonymous budget, and neither uses another address's.
    expect([take(null), take(null), take(null)]).toEqual([0, 0, 10_000]);
    expect(take(null, '10.0.0.2')).toBe(0);
    expect(take({ sessionId: 'c' })).toBe(0);
  });
});
