import { CONTACT_PHONE_PATTERN } from '@supportal/contract';
import { Form, Input, Select, Space } from 'antd';
import { ChinaTimePicker } from './china-time-picker';
import type { Dayjs } from 'dayjs';
import { noticeConsoleMessages } from '../messages';
import styles from './notice-console.module.css';

/** Not negative, at most two decimals (the server checks the same and keeps 16 digits before the point). */
const BUDGET_AMOUNT_PATTERN = /^\d{1,16}(\.\d{1,2})?$/;

const messages = noticeConsoleMessages.procurement;

const laterThan =
  (field: string, message: string, allowEqual = false) =>
  ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: async (_rule: unknown, value: Dayjs | null | undefined) => {
      const other = getFieldValue(field) as Dayjs | null | undefined;
      if (!value || !other) return;
      if (allowEqual ? value.isBefore(other) : !value.isAfter(other)) throw new Error(message);
    },
  });

/**
 * 项目信息 of a procurement notice: bid deadline and opening (after publication, the opening not before
 * the deadline), budget and currency, project number and contact. The server checks the same and
 * names any field it refuses.
 */
export function ProcurementFieldsSection() {
  const { labels, placeholders } = messages;
  return (
    <fieldset className={styles.fieldset}>
      <legend>{messages.legend}</legend>
      <p className={styles.sectionHint}>{messages.hint}</p>
      <div className={styles.grid}>
        <Form.Item
          name="bidDeadline"
          label={labels.bidDeadline}
          dependencies={['publicationTime']}
          rules={[laterThan('publicationTime', messages.deadlineBeforePublish)]}
        >
          <ChinaTimePicker />
        </Form.Item>
        <Form.Item
          name="bidOpeningTime"
          label={labels.bidOpeningTime}
          dependencies={['publicationTime', 'bidDeadline']}
          rules={[
            laterThan('publicationTime', messages.openingBeforePublish),
            laterThan('bidDeadline', messages.openingBeforeDeadline, true),
          ]}
        >
          <ChinaTimePicker />
        </Form.Item>
        <Form.Item label={labels.budgetAmount} extra={messages.currencyHint}>
          <Space.Compact className={styles.full}>
            <Form.Item name="budgetCurrency" noStyle>
              <Select
                options={[...messages.currencies]}
                aria-label={labels.budgetCurrency}
                popupMatchSelectWidth={false}
              />
            </Form.Item>
            <Form.Item
              name="budgetAmount"
              noStyle
              rules={[{ pattern: BUDGET_AMOUNT_PATTERN, message: messages.amountInvalid }]}
            >
              <Input
                inputMode="decimal"
                placeholder={placeholders.budgetAmount}
                aria-label={labels.budgetAmount}
              />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item name="projectNumber" label={labels.projectNumber}>
          <Input maxLength={64} placeholder={placeholders.projectNumber} />
        </Form.Item>
        <Form.Item name="contactName" label={labels.contactName}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="contactPhone"
          label={labels.contactPhone}
          rules={[{ pattern: CONTACT_PHONE_PATTERN, message: messages.phoneInvalid }]}
        >
          <Input maxLength={20} inputMode="tel" placeholder={placeholders.contactPhone} />
        </Form.Item>
        <Form.Item
          name="contactEmail"
          label={labels.contactEmail}
          rules={[{ type: 'email', message: messages.emailInvalid }]}
        >
          <Input maxLength={120} inputMode="email" placeholder={placeholders.contactEmail} />
        </Form.Item>
      </div>
    </fieldset>
  );
}
