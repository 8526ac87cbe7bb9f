import { describe, expect, it } from 'vitest';
import { LEGACY_HASH_ROUTE_SCRIPT } from './legacy-hash-route';

/** Runs the inline script against a page address; where it sends the browser, or null. */
const followFrom = (href: string): string | null => {
  const url = new URL(href);
  let replacedWith: string | null = null;
  const location = {
    hash: url.hash,
    origin: url.origin,
    replace: (target: string) => {
      replacedWith = target;
    },
  };
  // The script reads only window.location and URL, as in the browser.
  new Function('window', 'URL', LEGACY_HASH_ROUTE_SCRIPT)({ location }, URL);
  return replacedWith;
};

describe('legacy hash route script', () => {
  it('moves an old hash route into the path', () => {
    expect(followFrom('https://portal.example.cn/#/noticeDetail?id=1')).toBe('/noticeDetail?id=1');
    expect(followFrom('https://portal.example.cn/home#/notice/list#top')).toBe('/notice/list#top');
  });

  it('ignores targets on another origin', () => {
    expect(followFrom('https://portal.example.cn/home#//evil.example/login')).toBeNull();
    expect(followFrom('https://portal.example.cn/home#/\\evil.example/login')).toBeNull();
    expect(followFrom('https://portal.example.cn/home#/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });

  it('leaves ordinary anchors alone', () => {
    expect(followFrom('https://portal.example.cn/home#top')).toBeNull();
    expect(followFrom('https://portal.example.cn/home')).toBeNull();
  });
});
