import { DatePicker, type DatePickerProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { NOTICE_TIME_FORMAT } from '../lib/notice-draft-values';
import { toChinaTime } from '../../../lib/format-date';
import { noticeConsoleMessages as messages } from '../messages';
import styles from './notice-console.module.css';

/**
 * A notice time to the second in China time, whatever the browser's zone: the text picked or typed is
 * Beijing wall-clock time as the server stores it, and 此刻 is now in Beijing (antd's own 此刻 would
 * take the browser's zone). Form.Item passes value, onChange and id.
 */
export function ChinaTimePicker({ onChange, ...props }: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const pickNow = () => {
    const now = toChinaTime(Date.now()) as Dayjs;
    onChange?.(now, now.format(NOTICE_TIME_FORMAT));
    setOpen(false);
  };
  return (
    <DatePicker
      {...props}
      onChange={onChange}
      open={open}
      onOpenChange={setOpen}
      showTime
      showNow={false}
      format={NOTICE_TIME_FORMAT}
      className={styles.full}
      suffixIcon={<span className={styles.zoneLabel}>{messages.beijingTime}</span>}
      renderExtraFooter={() => (
        <button type="button" className={styles.nowButton} onClick={pickNow}>
          {messages.nowInBeijing}
        </button>
      )}
    />
  );
}
