import { Button } from 'antd';
import { LostTowerIllustration } from '../../../components/errors/lost-tower-illustration';
import { paths } from '../../../config/paths';
import { noticeMessages } from '../messages';
import styles from './notice-detail.module.css';

/** What /noticeDetail shows for an unknown, hidden or missing notice id: a clear page, never a blank one. */
export function NoticeNotFound({ reason }: { reason: 'missingId' | 'notFound' }) {
  return (
    <section className={styles.missing} aria-labelledby="notice-missing-title">
      <LostTowerIllustration className={styles.missingIllustration} />
      <div>
        <h1 id="notice-missing-title" className={styles.missingTitle}>
          {noticeMessages.detailNotFoundTitle}
        </h1>
        <p className={styles.missingText}>
          {reason === 'missingId' ? noticeMessages.detailMissingId : noticeMessages.detailNotFoundText}
        </p>
        <div className={styles.missingActions}>
          <Button type="primary" size="large" href={paths.home.getHref()}>
            {noticeMessages.backHome}
          </Button>
          <Button size="large" href={paths.noticeList.getHref({ purchaseNoticeType: '2' })}>
            {noticeMessages.detailBackToList}
          </Button>
        </div>
      </div>
    </section>
  );
}
