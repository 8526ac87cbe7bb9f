import { Alert, Collapse } from 'antd';
import type { TAmendmentView } from '../lib/notice-diff';
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
                      <section key={amendment.amendedTime} className={styles.amendment}>
                        <h3 className={styles.amendmentTitle}>{amendment.amendedTime}</h3>
                        <p>
                          {messages.amendmentReason}：{amendment.reason}
                        </p>
                        {amendment.fields.length > 0 ? (
                          <table className={styles.diffTable}>
                            <thead>
                              <tr>
                                <th scope="col" />
                                <th scope="col">{messages.amendmentBefore}</th>
                                <th scope="col">{messages.amendmentAfter}</th>
                              </tr>
                            </thead>
                            <tbody>
                              {amendment.fields.map((field) => (
                                <tr key={field.label}>
                                  <th scope="row">{field.label}</th>
                                  <td>
                                    <del>{field.before}</del>
                                  </td>
                                  <td>
                                    <ins>{field.after}</ins>
                                  </td>
                                </tr>
                              ))}
                            </tbody>
                          </table>
                        ) : null}
                        <h4 className={styles.amendmentTitle}>{messages.amendmentBody}</h4>
                        {amendment.body.length > 0 ? (
                          <ul className={styles.diffLines}>
                            {amendment.body.map((line, index) => (
                              <li
                                key={index}
                                className={line.kind === 'added' ? styles.added : styles.removed}
                              >
                                <span className={styles.diffMark}>
                                  {line.kind === 'added'
                                    ? messages.amendmentAdded
                                    : messages.amendmentRemoved}
                                </span>
                                {line.kind === 'added' ? <ins>{line.text}</ins> : <del>{line.text}</del>}
                              </li>
                            ))}
                          </ul>
                        ) : (
                          <p>{messages.amendmentBodyUnchanged}</p>
                        )}
                      </section>
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
