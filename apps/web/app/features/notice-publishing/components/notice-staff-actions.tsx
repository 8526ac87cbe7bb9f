import { PERMISSIONS } from '@supportal/contract';
import { useRevalidator } from 'react-router';
import { accessOf } from '../../../lib/access';
import { useViewer } from '../../../lib/viewer';
import { useNoticeActions } from '../api/get-notice-actions';
import { noticeConsoleMessages as messages } from '../messages';
import { NoticeActions } from './notice-actions';
import styles from './notice-console.module.css';

/**
 * 修订 / 撤回 / 立即失效 on the public notice page, for staff whose unit scope covers the notice: the
 * server answers which (none for anyone else), so visitors and suppliers never ask.
 */
export function NoticeStaffActions({ noticeId }: { noticeId: string }) {
  const staff = accessOf(useViewer()).can(PERMISSIONS.noticePublish);
  const actions = useNoticeActions(noticeId, staff);
  const revalidator = useRevalidator();
  if (actions.length === 0) return null;
  return (
    <nav className={styles.staffActions} aria-label={messages.staffActions}>
      <span className={styles.staffActionsLabel}>{messages.staffActions}</span>
      <NoticeActions noticeId={noticeId} actions={actions} onEnded={() => void revalidator.revalidate()} />
    </nav>
  );
}
