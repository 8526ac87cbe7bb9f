import { describe, expect, inject, it } from 'vitest';
import { createApiClient, SESSION_COOKIE, WEB_PAGE_HEADERS } from '../support/auth.js';

const baseUrl = inject('baseUrl');

type TNoticePage = { records: { noticeId: string; noticeTitle: string }[]; total: number };

/** The first HTML of a page, as curl gets it: no scripts run, nothing corrected afterwards. */
const firstHtml = async (path: string, cookie?: string) => {
  const response = await fetch(`${baseUrl}${path}`, {
    redirect: 'manual',
    headers: cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {},
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
};

/** Titles are HTML-escaped in the page. */
const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

describe('browser session cookie over HTTP', () => {
  const api = createApiClient(baseUrl, '10.81.0.1');

  it('renders the logged-in notices in the first HTML for the session cookie, never for visitors', async () => {
    const cookie = await api.loginCookie('demo_simple');
    const token = await api.loginToken('demo_simple');
    const list = await api.call<TNoticePage>(
      'POST',
      '/supportal/v1/obp-notice/query-notice',
      { purchaseNoticeType: '3', resultsNoticeType: '1', visitorView: '0,1', current: 1, size: 20 },
      token,
    );
    const first = list.body.data.records[0];
    if (!first) throw new Error('no negative-behaviour notice in the demo data');

    for (const path of [
      '/purHome/noticeList?purchaseNoticeType=3',
      '/purAnnouncement?purchaseNoticeType=3',
    ]) {
      const page = await firstHtml(path, cookie);
      expect(page.status, path).toBe(200);
      expect(page.html, path).toContain(escaped(first.noticeTitle));
      expect(page.html, path).toContain(`共 ${list.body.data.total} 条`);
      expect(page.html, path).toContain('李晓梅，欢迎您');
    }
    const anonymous = await firstHtml('/purAnnouncement?purchaseNoticeType=3');
    expect(anonymous.html).not.toContain(escaped(first.noticeTitle));
    const guarded = await firstHtml('/purHome/noticeList?purchaseNoticeType=3');
    expect(guarded.status).toBe(302);
    expect(guarded.location).toBe('/?redirect=%2FpurHome%2FnoticeList%3FpurchaseNoticeType%3D3');

    const detail = await firstHtml(`/purHome/nDetail?id=${first.noticeId}`, cookie);
    expect(detail.html).toContain(escaped(first.noticeTitle));
    expect((await firstHtml(`/noticeDetail?id=${first.noticeId}`)).status).toBe(404);
  });

  it('never serves a page rendered for a session to anyone else', async () => {
    const cookie = await api.loginCookie('demo_simple');
    const mine = await fetch(`${baseUrl}/home`, { headers: { cookie: `${SESSION_COOKIE}=${cookie}` } });
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(await mine.text()).toContain('李晓梅，欢迎您');
    const theirs = await fetch(`${baseUrl}/home`);
    expect(await theirs.text()).not.toContain('李晓梅');
  });

  it('refuses a cross-site POST carrying the cookie, and it changes nothing', async () => {
    const cookie = await api.loginCookie('demo_simple');
    const withCookie = { cookie: `${SESSION_COOKIE}=${cookie}` };
    const forged = await api.call('POST', '/supportal/login/logout', {}, undefined, {
      ...withCookie,
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(forged.status).toBe(403);
    expect(forged.body.resultStat).toBe('403');
    const stillIn = await api.call('GET', '/supportal/v1/user/getUserInfo', undefined, undefined, withCookie);
    expect(stillIn.status).toBe(200);

    const own = await api.call('POST', '/supportal/login/logout', {}, undefined, {
      ...withCookie,
      ...WEB_PAGE_HEADERS(baseUrl),
    });
    expect(own.status).toBe(200);
    expect(
      (await api.call('GET', '/supportal/v1/user/getUserInfo', undefined, undefined, withCookie)).status,
    ).toBe(401);
  });
});
