import {
  CODE_SENT_TOAST_MS,
  PIN_CHANNELS,
  type TPinChannel,
  type TSupplierRecord,
} from '@supportal/contract';
import { App, Button, Form } from 'antd';
import { useEffect, useState, type ComponentType } from 'react';
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

/** The 60-second wait before another code may be asked for. */
const useCountdown = () => {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  return [seconds, setSeconds] as const;
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
  const { message } = App.useApp();
  const [form] = Form.useForm<TRecordFormValues>();
  const [saving, setSaving] = useState(false);
  const [sending, setSending] = useState(false);
  const [countdown, setCountdown] = useCountdown();
  // preserve: the rows' ids have no field of their own, and without them every kept row looks new.
  const bankAccounts = Form.useWatch('bankAccounts', { form, preserve: true });
  const needsCode = touchesBankAccounts(live, bankAccounts);
  const defaultChannel: TPinChannel | undefined = codeRecipients.mobile
    ? PIN_CHANNELS.mobile
    : codeRecipients.email
      ? PIN_CHANNELS.email
      : undefined;

  const sendCode = async () => {
    const type = (form.getFieldValue('type') as TPinChannel | undefined) ?? defaultChannel;
    if (!type) return;
    setSending(true);
    try {
      const sent = await sendChangeCode(type);
      setCountdown(sent.resendAfterSeconds);
      void message.success({ content: messages.codeSent, duration: CODE_SENT_TOAST_MS / 1000 });
    } catch {
      // The request layer told the user (e.g. wait before resending).
    } finally {
      setSending(false);
    }
  };

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
      {needsCode ? (
        <RecordSecondFactorSection
          codeRecipients={codeRecipients}
          defaultChannel={defaultChannel}
          sending={sending}
          countdown={countdown}
          onSendCode={() => void sendCode()}
        />
      ) : null}

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
