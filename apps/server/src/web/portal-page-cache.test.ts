import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { listenForChanges } from '../plugins/change-broadcast.js';
import type { TNoticeChange, TNoticeChanges } from '../modules/notices/index.js';
import { createNoncePage } from './nonce-page.js';
import { createPortalPageCache } from './portal-page-cache.js';

const quietDatabase = {
  listen: async () => async () => undefined,
  notify: async () => undefined,
};

/** Notice changes as the notices module hands them out, driven by the test. */
const noticeChanges = () => {
  const listeners: ((change: TNoticeChange | undefined) => void)[] = [];
  const changes: TNoticeChanges = {
    subscribe: (listener) => {
      listeners.push(listener);
    },
    subscribeWritten: () => undefined,
  };
  return { changes, change: (change?: TNoticeChange) => listeners.forEach((listener) => listener(change)) };
};

describe('the portal page cache', () => {
  it('refreshes pages after a new notice, and drops them after a correction or a page change', async () => {
    const notices = noticeChanges();
    const pages = await listenForChanges<never>(Fastify(), quietDatabase, 'test_pages');
    const cache = createPortalPageCache(60_000, { notices: notices.changes, pages });
    let renders = 0;
    const render = async () => {
      renders += 1;
      return {
        status: 200,
        headers: [['content-type', 'text/html']] as [string, string][],
        page: createNoncePage(Buffer.from(`<p>${renders}</p>`), 'nonce'),
      };
    };
    const state = async () => (await cache.serve('h/home', render)).state;
    // Admitted on its second request.
    await state();
    await state();
    expect(await state()).toBe('hit');

    notices.change({ titles: ['铁塔维护'], types: ['2'] });
    expect(await state()).toBe('stale');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await state()).toBe('hit');

    notices.change({ titles: ['铁塔维护'], types: ['2'], corrects: true });
    expect(await state()).toBe('miss');
    await state();
    expect(await state()).toBe('hit');

    await pages.announce();
    expect(await state()).toBe('miss');
  });
});
