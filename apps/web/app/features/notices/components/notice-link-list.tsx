import { Empty } from 'antd';
import type { TNoticeLink } from '../lib/notice-link';
import { noticeMessages } from '../messages';
import { NoticeLinkItem } from './notice-link-item';
import styles from './notices.module.css';

/** Titles with dates, or 暂无数据. */
export function NoticeLinkList({ notices }: { notices: readonly TNoticeLink[] }) {
  if (notices.length === 0) {
    return (
      <Empty
        className={styles.empty}
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={noticeMessages.empty}
      />
    );
  }
  return (
    <ul className={styles.list}>
      {notices.map((notice) => (
        <NoticeLinkItem key={notice.id} notice={notice} />
      ))}
    </ul>
  );
}
