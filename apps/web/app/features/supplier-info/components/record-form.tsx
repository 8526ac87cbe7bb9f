import {
  CERTIFICATE_TYPES,
  CODE_SENT_TOAST_MS,
  DATE_FORMAT,
  MOBILE_PATTERN,
  PIN_CHANNELS,
  PIN_PATTERN,
  PRODUCT_CATEGORIES,
  SUPPLIER_RECORD_LIMITS,
  SUPPLIER_RECORD_MESSAGES,
  isValidUscc,
  type TFileInfo,
  type TPinChannel,
  type TSupplierRecord,
} from '@supportal/contract';
import {
  App,
  Alert,
  Button,
  Card,
  Checkbox,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
} from 'antd';
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
import { RecordRowsSection } from './record-rows-section';
import styles from './supplier-info.module.css';

const { fields } = messages;
const M = SUPPLIER_RECORD_MESSAGES;
const required = (label: string) => ({ required: true, whitespace: true, message: messages.required(label) });

/** A form control uploading one certificate scan (the shared upload call), given by the page. */
export type TCertificateUploadProps = {
  value?: readonly TFileInfo[];
  onChange?: (files: TFileInfo[]) => void;
  id?: string;
};

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
      <Card size="small" title={messages.sections.base} className={styles.formCard}>
        <div className={styles.grid}>
          <Form.Item
            name={['base', 'supplierName']}
            label={fields.supplierName}
            rules={[required(fields.supplierName)]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            name={['base', 'uscc']}
            label={fields.uscc}
            normalize={(value: string) => value.toUpperCase()}
            rules={[
              { required: true, message: M.usccRequired },
              {
                validator: async (_, value: string | undefined) => {
                  if (value && !isValidUscc(value.trim())) throw new Error(M.usccInvalid);
                },
              },
            ]}
          >
            <Input maxLength={18} placeholder={messages.placeholders.uscc} />
          </Form.Item>
          <Form.Item
            name={['base', 'legalRepresentative']}
            label={fields.legalRepresentative}
            rules={[required(fields.legalRepresentative)]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item
            name={['base', 'registeredCapital']}
            label={fields.registeredCapital}
            rules={[{ required: true, message: M.capital }]}
          >
            <InputNumber
              min={0.01}
              max={SUPPLIER_RECORD_LIMITS.maxRegisteredCapital}
              precision={2}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item
            name={['base', 'address']}
            label={fields.address}
            rules={[required(fields.address)]}
            className={styles.wide}
          >
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item
            name={['base', 'businessScope']}
            label={fields.businessScope}
            rules={[required(fields.businessScope)]}
            className={styles.wide}
          >
            <Input.TextArea rows={3} maxLength={2000} showCount />
          </Form.Item>
        </div>
      </Card>

      <RecordRowsSection
        name="contacts"
        title={messages.sections.contacts}
        limit={SUPPLIER_RECORD_LIMITS.contacts}
        keep={1}
        addLabel={messages.addContact}
        newRow={() => ({ name: '', mobile: '' })}
        renderFields={(row) => (
          <>
            <Form.Item name={[row.name, 'name']} label={fields.name} rules={[required(fields.name)]}>
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name={[row.name, 'position']} label={fields.position}>
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item
              name={[row.name, 'mobile']}
              label={fields.mobile}
              rules={[
                { required: true, message: M.mobile },
                { pattern: MOBILE_PATTERN, message: M.mobile },
              ]}
            >
              <Input maxLength={11} inputMode="numeric" />
            </Form.Item>
            <Form.Item
              name={[row.name, 'email']}
              label={fields.email}
              rules={[{ type: 'email', message: M.email }]}
            >
              <Input maxLength={100} />
            </Form.Item>
          </>
        )}
      />

      <RecordRowsSection
        name="bankAccounts"
        title={messages.sections.bankAccounts}
        limit={SUPPLIER_RECORD_LIMITS.bankAccounts}
        keep={1}
        addLabel={messages.addBankAccount}
        newRow={() => ({ accountName: live.base.supplierName, bankName: '', branchName: '' })}
        renderFields={(row) => {
          const masked = form.getFieldValue(['bankAccounts', row.name, 'accountNumberMasked']) as
            string | undefined;
          return (
            <>
              <Form.Item
                name={[row.name, 'accountName']}
                label={fields.accountName}
                rules={[required(fields.accountName)]}
              >
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item
                name={[row.name, 'bankName']}
                label={fields.bankName}
                rules={[required(fields.bankName)]}
              >
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item
                name={[row.name, 'branchName']}
                label={fields.branchName}
                rules={[required(fields.branchName)]}
              >
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item
                name={[row.name, 'accountNumber']}
                label={masked ? `${fields.accountNumber}（${masked}）` : fields.accountNumber}
                rules={[
                  ...(masked ? [] : [{ required: true, message: M.accountNumberRequired }]),
                  { pattern: /^\d{8,30}$/, message: M.accountNumber },
                ]}
              >
                <Input
                  maxLength={30}
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder={
                    masked ? messages.placeholders.accountNumberKept : messages.placeholders.accountNumberNew
                  }
                />
              </Form.Item>
            </>
          );
        }}
      />

      <RecordRowsSection
        name="certificates"
        title={messages.sections.certificates}
        limit={SUPPLIER_RECORD_LIMITS.certificates}
        keep={0}
        addLabel={messages.addCertificate}
        newRow={() => ({ certNumber: '', issuer: '' })}
        renderFields={(row) => (
          <>
            <Form.Item
              name={[row.name, 'certType']}
              label={fields.certType}
              rules={[{ required: true, message: messages.required(fields.certType) }]}
            >
              <Select options={CERTIFICATE_TYPES.map((type) => ({ value: type.code, label: type.label }))} />
            </Form.Item>
            <Form.Item
              name={[row.name, 'certNumber']}
              label={fields.certNumber}
              rules={[required(fields.certNumber)]}
            >
              <Input maxLength={64} />
            </Form.Item>
            <Form.Item name={[row.name, 'issuer']} label={fields.issuer} rules={[required(fields.issuer)]}>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item
              name={[row.name, 'validFrom']}
              label={fields.validFrom}
              rules={[{ required: true, message: messages.required(fields.validFrom) }]}
            >
              <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name={[row.name, 'validTo']}
              label={fields.validTo}
              dependencies={[['certificates', row.name, 'validFrom']]}
              rules={[
                { required: true, message: messages.required(fields.validTo) },
                ({ getFieldValue }) => ({
                  validator: async (_, value: TRecordFormValues['certificates'][number]['validTo']) => {
                    const from = getFieldValue([
                      'certificates',
                      row.name,
                      'validFrom',
                    ]) as TRecordFormValues['certificates'][number]['validFrom'];
                    if (value && from && value.isBefore(from, 'day')) throw new Error(M.validToBeforeFrom);
                  },
                }),
              ]}
            >
              <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item label={fields.file}>
              <span>
                {(form.getFieldValue(['certificates', row.name, 'fileName']) as string | undefined) ??
                  messages.noFile}
              </span>
            </Form.Item>
            <Form.Item name={[row.name, 'upload']} label={messages.upload} className={styles.wide}>
              <CertificateUpload />
            </Form.Item>
            <Form.Item name={[row.name, 'fileId']} hidden>
              <Input />
            </Form.Item>
          </>
        )}
      />

      <Card size="small" title={messages.sections.categories} className={styles.formCard}>
        <Form.Item
          name="categories"
          rules={[{ required: true, type: 'array', min: 1, message: M.categoriesRequired }]}
        >
          <Checkbox.Group
            options={PRODUCT_CATEGORIES.map((category) => ({ value: category.code, label: category.label }))}
          />
        </Form.Item>
      </Card>

      {needsCode ? (
        <Card size="small" title={messages.secondFactorTitle} className={styles.formCard}>
          {defaultChannel ? (
            <>
              <p>{messages.secondFactorText}</p>
              <Form.Item name="type">
                <Radio.Group>
                  {codeRecipients.mobile ? (
                    <Radio value={PIN_CHANNELS.mobile}>{messages.channelMobile(codeRecipients.mobile)}</Radio>
                  ) : null}
                  {codeRecipients.email ? (
                    <Radio value={PIN_CHANNELS.email}>{messages.channelEmail(codeRecipients.email)}</Radio>
                  ) : null}
                </Radio.Group>
              </Form.Item>
              <div className={styles.codeRow}>
                <Form.Item
                  name="smsCode"
                  label={messages.codeLabel}
                  rules={[
                    { required: true, message: messages.codeRequired },
                    { pattern: PIN_PATTERN, message: messages.codeRequired },
                  ]}
                >
                  <Input
                    maxLength={6}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    placeholder={messages.codePlaceholder}
                  />
                </Form.Item>
                <Form.Item label=" ">
                  <Button onClick={() => void sendCode()} loading={sending} disabled={countdown > 0}>
                    {countdown > 0 ? messages.resendIn(countdown) : messages.sendCode}
                  </Button>
                </Form.Item>
              </div>
            </>
          ) : (
            <Alert type="warning" showIcon title={messages.noChannel} />
          )}
        </Card>
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
