import { PIN_CHANNELS, type TPinChannel, type TSupplierRecord } from '@supportal/contract';
import { Button, Form } from 'antd';
import { useState, type ComponentType } from 'react';
import { useCodeSender } from '../../../components/code-fields/use-code-sender';
import { formFieldErrorsOf } from '../../../lib/field-errors';
import type { TSupplierInfo } from '../api/get-supplier-info';
import { sendChangeCode } from '../api/send-change-code';
import { submitChange, type TSubmittedChange } from '../api/submit-change';
import {
  toRecordFields,
  toRecordFormValues,
  touchesBankAccounts,
  type TRecordFormValues,
} from '../lib/record-values';
import { supplierInfoMessages as messages } from '../messages';
import { RecordBankAccountsSection } from './record-bank-accounts-section';
import { RecordBaseSection } from './record-base-section';
import { RecordCategoriesSection } from './record-categories-section';
import { RecordCertificatesSection, type TCertificateUploadProps } from './record-certificates-section';
import { RecordContactsSection } from './record-contacts-section';
import { RecordSecondFactorSection } from './record-second-factor-section';
import styles from './supplier-info.module.css';

type TRecordFormProps = {
  CertificateUpload: ComponentType<TCertificateUploadProps>;
  live: TSupplierRecord;
  /** What the form starts from: the live record, or the proposal of the request being modified. */
  initial: TSupplierRecord;
  /** Modifying a withdrawn or returned request. */
  requestId?: string | undefined;
  codeRecipients: TSupplierInfo['codeRecipients'];
  onSubmitted: (result: TSubmittedChange) => void;
  onCancel: () => void;
};

/**
 * 编辑 → 提交变更: every section of the record in one form; rows keep their identity so the reviewer
 * sees what changed. A changed bank account needs a fresh code (二次验证). Errors the server names appear
 * under their fields.
 */
export function RecordForm({
  CertificateUpload,
  live,
  initial,
  requestId,
  codeRecipients,
  onSubmitted,
  onCancel,
}: TRecordFormProps) {
  const [form] = Form.useForm<TRecordFormValues>();
  const [saving, setSaving] = useState(false);
  // preserve: the rows' ids have no field of their own, and without them every kept row looks new.
  const bankAccounts = Form.useWatch('bankAccounts', { form, preserve: true });
  const needsCode = touchesBankAccounts(live, bankAccounts);
  const defaultChannel: TPinChannel | undefined = codeRecipients.mobile
    ? PIN_CHANNELS.mobile
    : codeRecipients.email
      ? PIN_CHANNELS.email
      : undefined;

  // The section offers sending only when there is a channel, so one is always chosen here.
  const sender = useCodeSender(() =>
    sendChangeCode((form.getFieldValue('type') as TPinChannel | undefined) ?? PIN_CHANNELS.mobile),
  );

  const submit = async () => {
    if (!(await form.validateFields().catch(() => null))) return;
    // Every value, also those without a field of their own (row ids, masked numbers).
    const values = form.getFieldsValue(true) as TRecordFormValues;
    setSaving(true);
    try {
      const result = await submitChange({
        ...toRecordFields(values),
        ...(requestId ? { requestId } : {}),
        ...(needsCode ? { smsCode: values.smsCode, type: values.type ?? defaultChannel } : {}),
      });
      onSubmitted(result);
    } catch (error) {
      form.setFields(formFieldErrorsOf(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<TRecordFormValues>
      form={form}
      layout="vertical"
      initialValues={{ ...toRecordFormValues(initial), type: defaultChannel }}
      scrollToFirstError
    >
      <RecordBaseSection />
      <RecordContactsSection />
      <RecordBankAccountsSection supplierName={live.base.supplierName} />
      <RecordCertificatesSection CertificateUpload={CertificateUpload} />
      <RecordCategoriesSection />
      {needsCode ? <RecordSecondFactorSection codeRecipients={codeRecipients} sender={sender} /> : null}

      <div className={styles.actions}>
        <Button onClick={onCancel} disabled={saving}>
          {messages.cancelEdit}
        </Button>
        <Button
          type="primary"
          onClick={() => void submit()}
          loading={saving}
          disabled={needsCode && !defaultChannel}
        >
          {messages.submitChange}
        </Button>
      </div>
    </Form>
  );
}
