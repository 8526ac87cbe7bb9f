import { formatClockTime, formatHeaderDate } from '../../lib/format-date';
import { useNow } from '../../lib/use-now';

type THeaderClockProps = {
  /**
   * The server's render time: the server HTML and the hydrating client both show it, so they match;
   * the browser's own clock takes over right after hydration. Null shows placeholders.
   */
  renderedAt: number | null;
  className?: string;
  dateClassName?: string;
  timeClassName?: string;
};

/** Date (YYYY年MM月DD日 星期X) and a live HH:mm:ss clock in China time. */
export function HeaderClock({ renderedAt, className, dateClassName, timeClassName }: THeaderClockProps) {
  const now = useNow(renderedAt);

  return (
    <div className={className}>
      <span className={dateClassName}>{now === null ? '----年--月--日' : formatHeaderDate(now)}</span>
      <time className={timeClassName}>{now === null ? '--:--:--' : formatClockTime(now)}</time>
    </div>
  );
}
