import { describe, expect, inject, it } from 'vitest';
import { createApiClient, SESSION_COOKIE } from '../support/auth.js';

const baseUrl = inject('baseUrl');

/** Renders one client may cause per 10 s when no cache answers (PAGE_RENDER_LIMIT in app.ts). */
const RENDER_LIMIT = 60;
/** An office behind one NAT address: every person in it comes from here. */
const OFFICE = '10.83.0.1';

const render = async (path: string, address: string, cookie?: string) => {
  const response = await fetch(`${baseUrl}${path}`, {
    redirect: 'manual',
    headers: { 'x-forwarded-for': address, ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}) },
  });
  await response.arrayBuffer();
  return response.status;
};

/** Sent at once, so the renders are counted close together. */
const burst = (count: number, send: (index: number) => Promise<number>) =>
  Promise.all(Array.from({ length: count }, (_, index) => send(index)));

describe('render budgets', () => {
  it('gives every session its own budget of logged-in renders, however many share one address', async () => {
    const api = createApiClient(baseUrl, OFFICE);
    const [first, second] = [await api.loginCookie('demo_simple'), await api.loginCookie('staff_city')];
    // A colleague and an anonymous visitor at the same address ask the moment the first session is
    // refused, within its window.
    let othersAtOnce: Promise<number[]> | undefined;
    const statuses = await burst(RENDER_LIMIT + 10, async (index) => {
      const status = await render(`/render-budget-session-${index}`, OFFICE, first);
      if (status === 429) {
        othersAtOnce ??= Promise.all([
          render('/purHome', OFFICE, second),
          render('/render-budget-office-visitor', OFFICE),
        ]);
      }
      return status;
    });
    expect(statuses).toContain(429);
    const [colleague, visitor] = await (othersAtOnce ?? Promise.resolve([]));
    expect(colleague).toBe(200);
    expect(visitor).not.toBe(429);
  });

  it('keeps counting anonymous renders per address, apart from the sessions behind it', async () => {
    const visitor = '10.83.0.2';
    // Pages nobody asked for before (not found) miss every cache and render quickly: each is a render.
    const statuses = await burst(RENDER_LIMIT + 10, (index) =>
      render(`/render-budget-anonymous-${index}`, visitor),
    );
    expect(statuses).toContain(429);
    expect(await render('/render-budget-other-address', '10.83.0.3')).not.toBe(429);
    const cookie = await createApiClient(baseUrl, visitor).loginCookie('demo_simple');
    expect(await render('/purHome', visitor, cookie)).toBe(200);
  });
});

describe('API ceiling', () => {
  it('counts every API call of the started portal with the standard RateLimit headers, not pages', async () => {
    const call = await fetch(`${baseUrl}/supportal/v1/obp-notice/get-his-notice-type`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.83.0.4' },
      body: '{}',
    });
    expect(call.status).toBe(200);
    // The browser tests raise the ceiling (server-process.ts); the count starts with this call.
    expect(call.headers.get('ratelimit-limit')).toBe('1000000');
    expect(call.headers.get('ratelimit-remaining')).toBe('999999');
    expect(Number(call.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    const page = await fetch(`${baseUrl}/home`, { headers: { 'x-forwarded-for': '10.83.0.4' } });
    expect(page.headers.get('ratelimit-limit')).toBeNull();
  });
});
