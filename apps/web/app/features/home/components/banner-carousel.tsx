import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { BANNER } from '@supportal/contract';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { BANNER_CSS_SIZE, bannerSize, bannerStyle } from '../lib/banner-size';
import { updateHomeView, useHomeView } from '../lib/home-view-state';
import { homeMessages } from '../messages';
import styles from './banner-carousel.module.css';

const AUTOPLAY_MS = 5_000;
const BANNERS = homeMessages.banners.slice(0, BANNER.imageCount).map((banner, index) => ({
  ...banner,
  src: `/banners/banner-${index + 1}.svg`,
}));

const subscribeToResize = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** The window width in the browser; null on the server, where the CSS form of the rule applies. */
const useWindowWidth = () =>
  useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth,
    () => null,
  );

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const showBanner = (index: number) =>
  updateHomeView({ bannerIndex: (index + BANNERS.length) % BANNERS.length });

/**
 * The 4 home banners, fading every 5 s; pointer or keyboard focus on it pauses the rotation. The slide
 * is kept in the home view store, so it survives leaving the page.
 */
export function BannerCarousel() {
  const windowWidth = useWindowWidth();
  const index = useHomeView('bannerIndex');
  const [paused, setPaused] = useState(false);
  const count = BANNERS.length;

  useEffect(() => {
    if (paused || prefersReducedMotion()) return undefined;
    const timer = setTimeout(() => showBanner(index + 1), AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [paused, index]);

  return (
    <section
      className={styles.carousel}
      style={bannerStyle(windowWidth === null ? BANNER_CSS_SIZE : bannerSize(windowWidth))}
      aria-roledescription="carousel"
      aria-label={homeMessages.bannerLabel}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <ul className={styles.slides}>
        {BANNERS.map((banner, slideIndex) => (
          <li
            key={banner.src}
            className={slideIndex === index ? `${styles.slide} ${styles.slideActive}` : styles.slide}
            aria-roledescription="slide"
            aria-label={homeMessages.bannerSlide(slideIndex + 1, count, banner.headline)}
            aria-hidden={slideIndex !== index}
          >
            <img
              className={styles.image}
              src={banner.src}
              alt={`${banner.headline}：${banner.text}`}
              loading={slideIndex === 0 ? 'eager' : 'lazy'}
              decoding="async"
            />
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={`${styles.arrow} ${styles.arrowPrevious}`}
        aria-label={homeMessages.bannerPrevious}
        onClick={() => showBanner(index - 1)}
      >
        <LeftOutlined aria-hidden />
      </button>
      <button
        type="button"
        className={`${styles.arrow} ${styles.arrowNext}`}
        aria-label={homeMessages.bannerNext}
        onClick={() => showBanner(index + 1)}
      >
        <RightOutlined aria-hidden />
      </button>
      <div className={styles.dots}>
        {BANNERS.map((banner, slideIndex) => (
          <button
            key={banner.src}
            type="button"
            className={slideIndex === index ? `${styles.dot} ${styles.dotActive}` : styles.dot}
            aria-label={homeMessages.bannerSlide(slideIndex + 1, count, banner.headline)}
            aria-current={slideIndex === index ? 'true' : undefined}
            onClick={() => showBanner(slideIndex)}
          />
        ))}
      </div>
    </section>
  );
}
