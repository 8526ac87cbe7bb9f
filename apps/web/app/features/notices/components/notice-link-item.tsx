import type { TNoticeLink } from '../lib/notice-link';
import { noticeMessages } from '../messages';
import styles from './notices.module.css';
import { VisuallyHidden } from '../../../components/widgets/visually-hidden';

type TNoticeLinkItemProps = { notice: TNoticeLink; hidden?: boolean };

/** One notice line: the title opens the detail in a new tab, the date sits on the right. */
export function NoticeLinkItem({ notice, hidden = false }: TNoticeLinkItemProps) {
  return (
    <li className={notice.disabled ? `${styles.item} ${styles.itemDisabled}` : styles.item}>
      <a
        className={styles.itemTitle}
        href={notice.href}
        target="_blank"
        rel="noopener noreferrer"
        title={notice.title}
        tabIndex={hidden ? -1 : undefined}
      >
        {notice.title}
        {notice.disabled ? <VisuallyHidden>（{noticeMessages.disabled}）</VisuallyHidden> : null}
      </a>
      <span className={styles.itemDate}>{notice.date}</span>
    </li>
  );
}
