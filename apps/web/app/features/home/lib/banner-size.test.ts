import { describe, expect, it } from 'vitest';
import { BANNER_CSS_SIZE, bannerSize, bannerStyle } from './banner-size';

describe('bannerSize', () => {
  it('is 20% of 85% of the window width minus 2 px high', () => {
    expect(bannerSize(1440).height).toBe(243); // 1440 × 0.85 × 0.2 − 2 = 242.8
    expect(bannerSize(1920).height).toBe(324); // 324.4
  });

  it('clamps the width to 1320–1576 px', () => {
    expect(bannerSize(1024).width).toBe(1320);
    expect(bannerSize(1700).width).toBe(1445);
    expect(bannerSize(2560).width).toBe(1576);
  });

  it('states the same rule for the server-rendered HTML', () => {
    expect(BANNER_CSS_SIZE).toEqual({ width: 'clamp(1320px, 85vw, 1576px)', height: 'calc(17vw - 2px)' });
  });

  it('hands either form to the stylesheet as custom properties', () => {
    expect(bannerStyle(bannerSize(1440))).toEqual({ '--banner-width': '1320px', '--banner-height': '243px' });
    expect(bannerStyle(BANNER_CSS_SIZE)).toEqual({
      '--banner-width': 'clamp(1320px, 85vw, 1576px)',
      '--banner-height': 'calc(17vw - 2px)',
    });
  });
});
