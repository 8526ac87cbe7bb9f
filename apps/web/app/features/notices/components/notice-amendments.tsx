import { Alert, Collapse } from 'antd';
import { AmendmentDiffView } from '../../../components/notice-revision/amendment-diff-view';
import type { TAmendmentView } from '../../../components/notice-revision/amendment-diff';
import { noticeMessages as messages } from '../messages';
import styles from './notice-detail.module.css';

/** Why a notice stopped, or that and how it was amended: readable changes of title, times and body. */
export function NoticeStatusNotes({
  stateReason,
  stateTime,
  amendedAt,
  revision,
  amendments,
}: {
  stateReason: string | null;
  stateTime: string | null;
  amendedAt: string | null;
  revision: number;
  amendments: readonly TAmendmentView[];
}) {
  return (
    <>
      {stateReason ? (
        <Alert
          className={styles.note}
          type="warning"
          showIcon
          title={messages.stateReasonTitle(stateTime)}
          description={stateReason}
        />
      ) : null}
      {amendedAt ? (
        <Alert
          className={styles.note}
          type="info"
          showIcon
          title={messages.amendedTitle(amendedAt, revision)}
          description={
            amendments.length > 0 ? (
              <Collapse
                ghost
                size="small"
                items={[
                  {
                    key: 'amendments',
                    label: `${messages.amendmentsLabel}（${amendments.length}）`,
                    children: amendments.map((amendment) => (
                      <AmendmentDiffView key={amendment.amendedTime} amendment={amendment} />
                    )),
                  },
                ]}
              />
            ) : null
          }
        />
      ) : null}
    </>
  );
}
