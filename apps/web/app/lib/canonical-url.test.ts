import { describe, expect, it } from 'vitest';
import { canonicalUrl } from './canonical-url';

const BASE = 'https://portal.example.cn';

describe('canonicalUrl', () => {
  it('keeps the parameters that make another page, in a fixed order', () => {
    expect(canonicalUrl(BASE, '/noticeDetail', '?utm_source=mail&id=42')).toBe(`${BASE}/noticeDetail?id=42`);
    expect(canonicalUrl(BASE, '/purAnnouncement', '?name=more&current=2&purchaseNoticeType=45')).toBe(
      `${BASE}/purAnnouncement?purchaseNoticeType=45&current=2`,
    );
    expect(canonicalUrl(BASE, '/home', '?from=banner')).toBe(`${BASE}/home`);
  });

  it('gives pages that are not for search engines none', () => {
    expect(canonicalUrl(BASE, '/login', '')).toBeUndefined();
    expect(canonicalUrl(BASE, '/subscription', '?token=x')).toBeUndefined();
    expect(canonicalUrl('', '/home', '')).toBeUndefined();
  });
});
