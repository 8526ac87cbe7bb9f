import type { CSSProperties } from 'react';
import { BANNER } from '@supportal/contract';

const SHARE_OF_WINDOW = 0.85;
const HEIGHT_SHARE = 0.2;
const HEIGHT_OFFSET_PX = 2;

export type TBannerSize = { width: number; height: number };

/**
 * Banner size of spec section 9: height = 20% of 85% of the window width, minus 2 px; width = 85% of
 * the window, clamped to 1320–1576 px (the image covers the box, so the two may differ in ratio).
 */
export const bannerSize = (windowWidth: number): TBannerSize => {
  const share = windowWidth * SHARE_OF_WINDOW;
  return {
    width: Math.round(Math.min(BANNER.maxWidth, Math.max(BANNER.minWidth, share))),
    height: Math.round(share * HEIGHT_SHARE - HEIGHT_OFFSET_PX),
  };
};

/**
 * The same rule in CSS (vw is the window width, scrollbar included, like innerWidth): the server's
 * HTML already has the right size, so nothing moves when the browser takes over.
 */
export const BANNER_CSS_SIZE = {
  width: `clamp(${BANNER.minWidth}px, ${SHARE_OF_WINDOW * 100}vw, ${BANNER.maxWidth}px)`,
  height: `calc(${SHARE_OF_WINDOW * HEIGHT_SHARE * 100}vw - ${HEIGHT_OFFSET_PX}px)`,
} as const;

/**
 * Either form as CSS custom properties: the stylesheet applies them from 1320px and lets the banner
 * fill the content column below (inline width/height could not give way to a media query).
 */
export const bannerStyle = (size: TBannerSize | typeof BANNER_CSS_SIZE) =>
  ({
    '--banner-width': typeof size.width === 'number' ? `${size.width}px` : size.width,
    '--banner-height': typeof size.height === 'number' ? `${size.height}px` : size.height,
  }) as CSSProperties;
