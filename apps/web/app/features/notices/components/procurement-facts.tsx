import { CalendarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNow } from '../../../lib/use-now';
import { noticeCalendarUrl } from '../api/get-notice-calendar';
import { countdownText, type TProcurementFactsView } from '../lib/procurement-facts';
import { noticeMessages as messages } from '../messages';
import styles from './procurement-facts.module.css';

/**
 * 剩余 X天X小时X分 until the deadline. Empty in the server HTML and while hydrating (the server's clock
 * and the browser's differ); the browser's clock fills it in and keeps it running.
 */
function DeadlineCountdown({ deadline }: { deadline: number }) {
  const now = useNow(null);
  const closed = now !== null && now >= deadline;
  return (
    <span
      className={`${styles.countdown} ${closed ? styles.closed : ''}`}
      data-testid="bid-countdown"
      aria-live="off"
    >
      {now === null ? null : countdownText(deadline, now)}
    </span>
  );
}

/**
 * The 项目信息 box of a procurement notice: number, budget, deadline with countdown, opening, contact.
 * A notice withdrawn or expired (`ended`) counts down to nothing and offers no calendar entry.
 */
export function ProcurementFacts({
  facts,
  ended = false,
}: {
  facts: TProcurementFactsView;
  ended?: boolean;
}) {
  const candidates: { key: string; label: string; value: string | null }[] = [
    { key: 'projectNumber', label: messages.procurementProjectNumber, value: facts.projectNumber },
    { key: 'budget', label: messages.procurementBudget, value: facts.budget },
    { key: 'opening', label: messages.procurementOpening, value: facts.opening },
    { key: 'contactName', label: messages.procurementContactName, value: facts.contactName },
    { key: 'contactPhone', label: messages.procurementContactPhone, value: facts.contactPhone },
    { key: 'contactEmail', label: messages.procurementContactEmail, value: facts.contactEmail },
  ];
  const rows = candidates.filter(
    (row): row is { key: string; label: string; value: string } => row.value !== null,
  );

  return (
    <section className={styles.box} aria-labelledby="procurement-facts-title">
      <div className={styles.heading}>
        <h2 id="procurement-facts-title" className={styles.title}>
          {messages.procurementTitle}
        </h2>
        {facts.offersCalendar && !ended ? (
          <Button
            href={noticeCalendarUrl(facts.noticeId)}
            download
            icon={<CalendarOutlined />}
            title={messages.addToCalendarHint}
          >
            {messages.addToCalendar}
          </Button>
        ) : null}
      </div>
      {facts.deadline ? (
        <div className={styles.deadline}>
          <span className={styles.deadlineLabel}>{messages.procurementDeadline}</span>
          <time className={styles.deadlineTime} dateTime={new Date(facts.deadline.at).toISOString()}>
            {facts.deadline.text}
            <span className={styles.zone}>{messages.procurementBeijingTime}</span>
          </time>
          {ended ? null : <DeadlineCountdown deadline={facts.deadline.at} />}
        </div>
      ) : null}
      {rows.length > 0 ? (
        <dl className={styles.facts}>
          {rows.map((row) => (
            <div key={row.key} className={styles.fact}>
              <dt>{row.label}</dt>
              <dd>
                {row.key === 'contactEmail' ? (
                  <a href={`mailto:${row.value}`}>{row.value}</a>
                ) : row.key === 'contactPhone' ? (
                  <a href={`tel:${row.value}`}>{row.value}</a>
                ) : (
                  row.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
