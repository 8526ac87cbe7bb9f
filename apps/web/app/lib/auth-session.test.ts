import { describe, expect, it } from 'vitest';
import { afterLoginHref } from './auth-session';

describe('where a login leads', () => {
  it('returns to the page the user was sent away from', () => {
    expect(afterLoginHref('?redirect=%2FpurHome%2FnoticeList%3FpurchaseNoticeType%3D3', 'demo')).toBe(
      '/purHome/noticeList?purchaseNoticeType=3',
    );
  });

  it('never leaves the site, and opens the workspace otherwise', () => {
    for (const target of [
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(afterLoginHref(`?redirect=${encodeURIComponent(target)}`, 'demo')).toBe('/purHome?name=demo');
    }
    expect(afterLoginHref('', 'demo_simple')).toBe('/purHome?name=demo_simple');
  });
});
