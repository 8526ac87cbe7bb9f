import type { TAmendmentView } from './amendment-diff';
import styles from './amendment-diff.module.css';
import { noticeRevisionMessages as messages } from './messages';

/**
 * One amendment, before → after: the changed title, times and procurement fields in a table, then the
 * body's removed and added lines. The public notice page, the console and the task window all show it.
 */
export function AmendmentDiffView({ amendment }: { amendment: TAmendmentView }) {
  return (
    <section className={styles.diff} data-testid="amendment-diff">
      <h3 className={styles.amendmentTitle}>{amendment.amendedTime ?? messages.pendingTitle}</h3>
      <p className={styles.reason}>
        {messages.reason}：{amendment.reason}
      </p>
      {amendment.fields.length > 0 ? (
        <table className={styles.diffTable}>
          <thead>
            <tr>
              <th scope="col" />
              <th scope="col">{messages.before}</th>
              <th scope="col">{messages.after}</th>
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
      ) : (
        <p>{messages.fieldsUnchanged}</p>
      )}
      <h4 className={styles.amendmentTitle}>{messages.body}</h4>
      {amendment.body.length > 0 ? (
        <ul className={styles.diffLines}>
          {amendment.body.map((line, index) => (
            <li key={index} className={line.kind === 'added' ? styles.added : styles.removed}>
              <span className={styles.diffMark}>
                {line.kind === 'added' ? messages.added : messages.removed}
              </span>
              {line.kind === 'added' ? <ins>{line.text}</ins> : <del>{line.text}</del>}
            </li>
          ))}
        </ul>
      ) : (
        <p>{messages.bodyUnchanged}</p>
      )}
    </section>
  );
}
