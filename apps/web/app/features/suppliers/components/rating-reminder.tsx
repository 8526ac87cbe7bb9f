import type { TSupplierRating } from '@supportal/contract';
import { Button, Descriptions, Modal, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { takeFirstArrival } from '../../../lib/auth-session';
import { fetchSessionDictionaryGroups } from '../../../lib/dictionary/find-by-type';
import { fetchLatestRating } from '../api/query-latest-rating-result';
import { ratingReminderOn } from '../lib/rating-reminder';
import { ratingMessages as messages } from '../messages';
import styles from './rating-reminder.module.css';

const GRADE_COLORS: Record<TSupplierRating['grade'], string> = {
  A: 'green',
  B: 'blue',
  C: 'gold',
  D: 'red',
};

/** Whether to remind, and of what: asked only on the arrival from the login, while the reminder is on. */
const findRatingToShow = async (): Promise<TSupplierRating | null> => {
  const options = { hideErrMsg: true } as const;
  const [dictionary, rating] = await Promise.all([
    fetchSessionDictionaryGroups(['portalRatingTime'], options),
    fetchLatestRating(options),
  ]);
  return ratingReminderOn(dictionary, Date.now()) ? rating : null;
};

/**
 * The rating-result reminder (spec section 4): on a supplier's arrival from the login, while the
 * dictionary's portalRatingTime is later than now, the company's own latest rating; nothing for a
 * company without one. Failures stay silent: it is a reminder, not the page.
 */
export function RatingReminder() {
  const [rating, setRating] = useState<TSupplierRating | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    // The arrival is read once, so the answer is kept even when React re-runs this effect (strict mode).
    if (!takeFirstArrival()) return;
    findRatingToShow()
      .then((found) => {
        if (!found) return;
        setRating(found);
        setOpen(true);
      })
      .catch((error: unknown) => console.error('[rating reminder] failed to load', error));
  }, []);

  if (!rating) return null;
  return (
    <Modal
      open={open}
      title={messages.dialogTitle}
      onCancel={() => setOpen(false)}
      footer={
        <Button type="primary" onClick={() => setOpen(false)}>
          {messages.ok}
        </Button>
      }
    >
      <p className={styles.intro}>{messages.intro(rating.supplierName, rating.period)}</p>
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          { key: 'period', label: messages.fields.period, children: rating.period },
          {
            key: 'grade',
            label: messages.fields.grade,
            children: <Tag color={GRADE_COLORS[rating.grade]}>{messages.gradeLabels[rating.grade]}</Tag>,
          },
          { key: 'score', label: messages.fields.score, children: rating.score.toFixed(2) },
          { key: 'ratedBy', label: messages.fields.ratedBy, children: rating.ratedByOrgName },
          { key: 'publishedAt', label: messages.fields.publishedAt, children: rating.publishedAt },
        ]}
      />
      <p className={styles.hint}>{messages.hint}</p>
    </Modal>
  );
}
