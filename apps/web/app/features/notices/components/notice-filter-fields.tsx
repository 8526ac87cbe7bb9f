import { SearchOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form } from 'antd';
import { useId } from 'react';
import { VisuallyHidden } from '../../../components/widgets/visually-hidden';
import { noticeMessages } from '../messages';
import styles from './notice-list.module.css';

/**
 * The date range field of the notice filters (form value `range`). Each of its two inputs has a label:
 * the field's for the start, a hidden one for the end, so a screen reader names both.
 */
export function NoticeDateRangeField({ label, endLabel }: { label: string; endLabel: string }) {
  const rangeId = useId();
  const rangeIds = { start: `${rangeId}start`, end: `${rangeId}end` };
  return (
    <>
      <Form.Item name="range" label={label} htmlFor={rangeIds.start}>
        <DatePicker.RangePicker
          id={rangeIds}
          className={styles.filterRange}
          placeholder={[noticeMessages.rangeStart, noticeMessages.rangeEnd]}
          allowEmpty={[true, true]}
        />
      </Form.Item>
      <VisuallyHidden as="label" htmlFor={rangeIds.end}>
        {endLabel}
      </VisuallyHidden>
    </>
  );
}

/** 查询 and 重置 of the notice filters: 重置 empties the fields of the form it stands in, then `onReset`. */
export function NoticeFilterActions({ onReset }: { onReset: () => void }) {
  const form = Form.useFormInstance();
  return (
    <div className={styles.filterActions}>
      <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
        {noticeMessages.query}
      </Button>
      <Button
        onClick={() => {
          form.resetFields();
          onReset();
        }}
      >
        {noticeMessages.reset}
      </Button>
    </div>
  );
}
