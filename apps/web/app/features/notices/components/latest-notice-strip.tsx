import { NotificationOutlined } from '@ant-design/icons';
import { SCROLL_STRIP } from '@supportal/contract';
import { useLayoutEffect, useRef } from 'react';
import type { TNoticeLink } from '../lib/notice-link';
import { NoticeLinkItem } from './notice-link-item';
import { noticeMessages } from '../messages';
import styles from './notices.module.css';

/** The old strip moved SCROLL_STRIP.step px every SCROLL_STRIP.delayMs ms; keep that speed. */
const SPEED_PX_PER_SECOND = (SCROLL_STRIP.step * 1000) / SCROLL_STRIP.delayMs;

/** Rough width of one strip entry before it can be measured: CJK glyphs at 14px plus date and gaps. */
const estimatedWidthPx = (notice: TNoticeLink) => notice.title.length * 14 + 150;

const durationFor = (loopWidthPx: number) => `${Math.max(10, loopWidthPx / SPEED_PX_PER_SECOND)}s`;

/** The scrolling line of latest notices; it pauses under the pointer or keyboard focus. */
export function LatestNoticeStrip({ notices }: { notices: readonly TNoticeLink[] }) {
  const trackRef = useRef<HTMLDivElement>(null);
  const estimatedLoopPx = notices.reduce((sum, notice) => sum + estimatedWidthPx(notice), 0);

  // The server can only estimate the width; once laid out, the real width sets the exact speed.
  useLayoutEffect(() => {
    const track = trackRef.current;
    if (track) track.style.animationDuration = durationFor(track.scrollWidth / 2);
  }, [notices]);

  return (
    <section className={styles.strip} aria-label={noticeMessages.latestLabel}>
      <span className={styles.stripLabel}>
        <NotificationOutlined aria-hidden />
        {noticeMessages.latestLabel}
      </span>
      <div className={styles.stripViewport}>
        {notices.length === 0 ? (
          <span className={styles.stripEmpty}>{noticeMessages.latestEmpty}</span>
        ) : (
          <div
            ref={trackRef}
            className={styles.stripTrack}
            style={{ animationDuration: durationFor(estimatedLoopPx) }}
          >
            <ul className={styles.stripList}>
              {notices.map((notice) => (
                <NoticeLinkItem key={notice.id} notice={notice} />
              ))}
            </ul>
            {/* The copy makes the loop seamless; assistive tech and Tab skip it. */}
            <ul className={styles.stripList} aria-hidden="true">
              {notices.map((notice) => (
                <NoticeLinkItem key={notice.id} notice={notice} hidden />
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
