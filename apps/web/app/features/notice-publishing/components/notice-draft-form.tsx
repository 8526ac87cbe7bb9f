import {
  BLACKLIST_NOTICE_TYPE,
  DEFAULT_BUDGET_CURRENCY,
  IP_OPERATION_TYPE,
  NOTICE_ATTACHMENT_MAX_COUNT,
  NOTICE_DRAFT_STATUSES,
  NOTICE_TYPES,
  PROCUREMENT_NOTICE_TYPES,
  PURCHASE_MODE_PREFIX_TYPES,
  VISITOR_VIEW,
  type TDictionaryGroup,
  type TDictionaryGroups,
  type TFileInfo,
  type TNoticeDraft,
} from '@supportal/contract';
import { Button, DatePicker, Form, Input, Radio, Select, Space, Alert } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { UploadField } from '../../../components/upload-field/upload-field';
import { formFieldErrorsOf } from '../../../lib/field-errors';
import { toChinaTime } from '../../../lib/format-date';
import type { TPublishingUnit } from '../api/query-publishing-units';
import { saveDraft, type TSavedNoticeDraft } from '../api/save-notice-draft';
import { noticeTemplate } from '../lib/notice-templates';
import { noticeConsoleMessages as messages } from '../messages';
import {
  ProcurementFieldsSection,
  procurementFieldsOf,
  type TProcurementFormValues,
} from './procurement-fields-section';
import { RichTextEditor } from './rich-text-editor';
import styles from './notice-console.module.css';

const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

type TBlacklistRow = {
  supplierName: string;
  matterDescription: string;
  reasonName: string;
  restrictedAreaName: string;
  regionName: string;
};

export type TNoticeFormValues = {
  noticeTitle: string;
  purchaseNoticeType: string;
  resultsNoticeType?: string;
  purMode?: string;
  purModeLevel1?: string;
  orgCode: string;
  visitorView: string;
  publicationTime: Dayjs;
  effectTime?: Dayjs | null;
  failureTime?: Dayjs | null;
  noticeContent: string;
  attachments: TFileInfo[];
  blacklistEntries: TBlacklistRow[];
  conversionMethod?: string[];
  transformationField?: string[];
  amendReason?: string;
} & TProcurementFormValues;

/** The dictionary groups the form picks from (admins edit them in 字典管理). */
export const NOTICE_FORM_DICTIONARY_GROUPS = [
  'OBP_PUR_MODE',
  'OBP_PUR_MODE_LEVEL1',
  'obp_notice_conversion_method',
  'obp_notice_field',
] as const satisfies readonly TDictionaryGroup[];

type TNoticeDraftFormProps = {
  units: readonly TPublishingUnit[];
  /** Entries of NOTICE_FORM_DICTIONARY_GROUPS: purchase modes and the IP fields' choices. */
  dictionary: TDictionaryGroups;
  /** The saved draft being edited, or the published notice an amendment starts from. */
  initial?: TNoticeDraft;
  /** Editing a saved draft (its id), not creating one. */
  draftId?: string;
  /** An amendment of this published notice. */
  amendsNoticeId?: string;
  onSaved: (saved: TSavedNoticeDraft, submitted: boolean) => void;
};

const toTime = (value: string | null | undefined) => (value ? toChinaTime(value) : null);

const initialValues = (
  units: readonly TPublishingUnit[],
  draft?: TNoticeDraft,
): Partial<TNoticeFormValues> =>
  draft
    ? {
        noticeTitle: draft.noticeTitle,
        purchaseNoticeType: draft.purchaseNoticeType,
        resultsNoticeType: draft.resultsNoticeType ?? undefined,
        purMode: draft.purMode ?? undefined,
        purModeLevel1: draft.purModeLevel1 ?? undefined,
        orgCode: draft.orgCode,
        visitorView: draft.visitorView,
        publicationTime: toTime(draft.publicationTime) ?? undefined,
        effectTime: toTime(draft.effectTime),
        failureTime: toTime(draft.failureTime),
        noticeContent: draft.noticeContent,
        attachments: draft.attachments.map(
          (file) => ({ id: file.id, fileName: file.fileName, fileSize: file.fileSize }) as TFileInfo,
        ),
        blacklistEntries: draft.blacklistEntries.map((entry) => ({ ...entry })),
        conversionMethod: draft.conversionMethod,
        transformationField: draft.transformationField,
        amendReason: draft.amendReason ?? undefined,
        bidDeadline: toTime(draft.bidDeadline),
        bidOpeningTime: toTime(draft.bidOpeningTime),
        budgetAmount: draft.budgetAmount ?? undefined,
        budgetCurrency: draft.budgetCurrency ?? DEFAULT_BUDGET_CURRENCY,
        projectNumber: draft.projectNumber ?? undefined,
        contactName: draft.contactName ?? undefined,
        contactPhone: draft.contactPhone ?? undefined,
        contactEmail: draft.contactEmail ?? undefined,
      }
    : {
        orgCode: units[0]?.orgCode,
        visitorView: VISITOR_VIEW.public,
        noticeContent: noticeTemplate(undefined),
        attachments: [],
        blacklistEntries: [],
        budgetCurrency: DEFAULT_BUDGET_CURRENCY,
      };

/**
 * A notice as its author writes it: type and sub-type, purchase mode, unit (the author's or one below),
 * visibility, times, the rich-text body (a template per type), attachments uploaded with progress, the
 * supplier list of type 3, the IP fields of type 47 and the 项目信息 of procurement types. 保存草稿 keeps it in the author's drafts;
 * 提交审批 sends it to the notice publication process. Errors the server names appear under their fields.
 */
export function NoticeDraftForm({
  units,
  dictionary,
  initial,
  draftId,
  amendsNoticeId,
  onSaved,
}: TNoticeDraftFormProps) {
  const [form] = Form.useForm<TNoticeFormValues>();
  const [saving, setSaving] = useState<'save' | 'submit' | null>(null);
  // A saved body is the author's; a new one follows the type's template until the author writes in it.
  const [bodyEdited, setBodyEdited] = useState(initial !== undefined);
  const type = Form.useWatch('purchaseNoticeType', form);
  const typeInfo = NOTICE_TYPES.find((candidate) => candidate.code === type);
  const isProcurement = type !== undefined && PROCUREMENT_NOTICE_TYPES.includes(type);
  const resultTypes: readonly { code: string; label: string }[] =
    typeInfo && 'resultTypes' in typeInfo ? typeInfo.resultTypes : [];
  const { fields, placeholders, required } = messages;
  const optionsOf = (group: (typeof NOTICE_FORM_DICTIONARY_GROUPS)[number]) =>
    (dictionary[group] ?? []).map((entry) => ({ value: entry.value, label: entry.label }));

  const applyTemplate = (nextType: string | undefined) =>
    form.setFieldValue('noticeContent', noticeTemplate(nextType));

  const onTypeChange = (nextType: string) => {
    form.setFieldValue('resultsNoticeType', undefined);
    if (!bodyEdited) applyTemplate(nextType);
  };

  const save = async (submit: boolean) => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(submit ? 'submit' : 'save');
    try {
      const saved = await saveDraft({
        ...(draftId ? { id: draftId } : {}),
        ...(amendsNoticeId ? { amendsNoticeId } : {}),
        noticeTitle: values.noticeTitle,
        purchaseNoticeType: values.purchaseNoticeType,
        resultsNoticeType: values.resultsNoticeType,
        purMode: values.purMode,
        purModeLevel1: values.purModeLevel1,
        orgCode: values.orgCode,
        visitorView: values.visitorView as '0' | '1',
        publicationTime: values.publicationTime.format(TIME_FORMAT),
        effectTime: values.effectTime?.format(TIME_FORMAT),
        failureTime: values.failureTime?.format(TIME_FORMAT),
        noticeContent: values.noticeContent,
        attachmentFileIds: values.attachments.map((file) => file.id),
        blacklistEntries: values.blacklistEntries,
        conversionMethod: values.conversionMethod,
        transformationField: values.transformationField,
        amendReason: values.amendReason,
        // Other types refuse these fields; values typed before the type changed are left behind.
        ...(isProcurement ? procurementFieldsOf(values) : {}),
        submit,
      });
      onSaved(saved, submit);
    } catch (error) {
      form.setFields(formFieldErrorsOf(error, { attachmentFileIds: 'attachments', file: 'attachments' }));
    } finally {
      setSaving(null);
    }
  };

  return (
    <Form<TNoticeFormValues>
      form={form}
      layout="vertical"
      className={styles.form}
      initialValues={initialValues(units, initial)}
      onValuesChange={(changed: Partial<TNoticeFormValues>) => {
        if ('noticeContent' in changed) setBodyEdited(true);
      }}
    >
      {amendsNoticeId && initial ? (
        <Alert
          type="info"
          showIcon
          className={styles.hint}
          title={messages.amendingHint(initial.noticeTitle)}
        />
      ) : null}
      {draftId && initial?.status === NOTICE_DRAFT_STATUSES.scheduled ? (
        <Alert type="warning" showIcon className={styles.hint} title={messages.revisingScheduledHint} />
      ) : null}
      <Form.Item
        name="noticeTitle"
        label={fields.noticeTitle}
        rules={[{ required: true, whitespace: true, message: required.noticeTitle }]}
      >
        <Input maxLength={200} showCount placeholder={placeholders.noticeTitle} />
      </Form.Item>
      <div className={styles.grid}>
        <Form.Item
          name="purchaseNoticeType"
          label={fields.purchaseNoticeType}
          rules={[{ required: true, message: required.purchaseNoticeType }]}
        >
          <Select
            placeholder={placeholders.purchaseNoticeType}
            options={NOTICE_TYPES.map((item) => ({ value: item.code, label: item.label }))}
            onChange={onTypeChange}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        {resultTypes.length > 0 ? (
          <Form.Item
            name="resultsNoticeType"
            label={fields.resultsNoticeType}
            rules={[{ required: true, message: required.resultsNoticeType }]}
          >
            <Select
              placeholder={placeholders.resultsNoticeType}
              options={resultTypes.map((item) => ({ value: item.code, label: item.label }))}
            />
          </Form.Item>
        ) : null}
        {type && PURCHASE_MODE_PREFIX_TYPES.includes(type) ? (
          <>
            <Form.Item name="purModeLevel1" label={fields.purModeLevel1}>
              <Select
                allowClear
                placeholder={placeholders.purModeLevel1}
                options={optionsOf('OBP_PUR_MODE_LEVEL1')}
              />
            </Form.Item>
            <Form.Item name="purMode" label={fields.purMode}>
              <Select
                allowClear
                placeholder={placeholders.purMode}
                options={optionsOf('OBP_PUR_MODE')}
                showSearch={{ optionFilterProp: 'label' }}
              />
            </Form.Item>
          </>
        ) : null}
        <Form.Item
          name="orgCode"
          label={fields.orgCode}
          rules={[{ required: true, message: required.orgCode }]}
        >
          <Select
            placeholder={placeholders.orgCode}
            options={units.map((unit) => ({
              value: unit.orgCode,
              label:
                unit.provAdmName && unit.unitLevel !== '1'
                  ? `${unit.orgName}（${unit.provAdmName}）`
                  : unit.orgName,
            }))}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <Form.Item name="visitorView" label={fields.visitorView}>
          <Radio.Group
            options={[
              { value: VISITOR_VIEW.public, label: messages.visitorViews.public },
              { value: VISITOR_VIEW.loggedInOnly, label: messages.visitorViews.loggedInOnly },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="publicationTime"
          label={fields.publicationTime}
          rules={[{ required: true, message: required.publicationTime }]}
        >
          <DatePicker showTime format={TIME_FORMAT} placeholder={placeholders.time} className={styles.full} />
        </Form.Item>
        <Form.Item name="effectTime" label={fields.effectTime}>
          <DatePicker showTime format={TIME_FORMAT} placeholder={placeholders.time} className={styles.full} />
        </Form.Item>
        <Form.Item
          name="failureTime"
          label={fields.failureTime}
          dependencies={['publicationTime']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_rule, value: Dayjs | null | undefined) => {
                const publish = getFieldValue('publicationTime') as Dayjs | undefined;
                if (value && publish && !value.isAfter(publish))
                  throw new Error(messages.failureBeforePublish);
              },
            }),
          ]}
        >
          <DatePicker
            showTime
            format={TIME_FORMAT}
            placeholder={placeholders.failureTime}
            className={styles.full}
          />
        </Form.Item>
      </div>
      {type === IP_OPERATION_TYPE ? (
        <div className={styles.grid}>
          <Form.Item name="conversionMethod" label={fields.conversionMethod}>
            <Select
              mode="multiple"
              placeholder={placeholders.conversionMethod}
              options={optionsOf('obp_notice_conversion_method')}
            />
          </Form.Item>
          <Form.Item name="transformationField" label={fields.transformationField}>
            <Select
              mode="multiple"
              placeholder={placeholders.conversionMethod}
              options={optionsOf('obp_notice_field')}
            />
          </Form.Item>
        </div>
      ) : null}
      {isProcurement ? <ProcurementFieldsSection /> : null}
      {type === BLACKLIST_NOTICE_TYPE ? (
        <Form.List name="blacklistEntries">
          {(rows, { add, remove }) => (
            <fieldset className={styles.fieldset}>
              <legend>{fields.blacklistEntries}</legend>
              {rows.map((row) => (
                <Space key={row.key} wrap align="start" className={styles.blacklistRow}>
                  {Object.entries(messages.blacklistFields)
                    .filter(([key]) => key !== 'effectTime' && key !== 'invalidTime')
                    .map(([key, label]) => (
                      <Form.Item
                        key={key}
                        name={[row.name, key]}
                        label={label}
                        rules={[
                          { required: true, whitespace: true, message: `${required.blacklist}${label}` },
                        ]}
                      >
                        <Input maxLength={key === 'matterDescription' ? 500 : 200} />
                      </Form.Item>
                    ))}
                  <Button onClick={() => remove(row.name)}>{messages.removeSupplier}</Button>
                </Space>
              ))}
              <Button type="dashed" onClick={() => add({})}>
                {messages.addSupplier}
              </Button>
            </fieldset>
          )}
        </Form.List>
      ) : null}
      <Form.Item
        name="noticeContent"
        label={
          <Space>
            {fields.noticeContent}
            <Button size="small" type="link" onClick={() => applyTemplate(type)}>
              {messages.useTemplate}
            </Button>
          </Space>
        }
        extra={messages.templateHint}
        rules={[{ required: true, message: required.noticeContent }]}
      >
        <RichTextEditor />
      </Form.Item>
      <Form.Item name="attachments" label={fields.attachments}>
        <UploadField purpose="noticeAttachment" maxCount={NOTICE_ATTACHMENT_MAX_COUNT} />
      </Form.Item>
      {amendsNoticeId ? (
        <Form.Item
          name="amendReason"
          label={fields.amendReason}
          rules={[{ required: true, whitespace: true, message: required.amendReason }]}
        >
          <Input.TextArea maxLength={200} showCount rows={2} placeholder={placeholders.amendReason} />
        </Form.Item>
      ) : null}
      <Space className={styles.actions}>
        <Button onClick={() => void save(false)} loading={saving === 'save'} disabled={saving !== null}>
          {messages.save}
        </Button>
        <Button
          type="primary"
          onClick={() => void save(true)}
          loading={saving === 'submit'}
          disabled={saving !== null}
        >
          {messages.submit}
        </Button>
      </Space>
    </Form>
  );
}
