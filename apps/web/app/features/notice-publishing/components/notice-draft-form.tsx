import {
  AWARD_NOTICE_TYPES,
  BLACKLIST_NOTICE_TYPE,
  IP_OPERATION_TYPE,
  NOTICE_DRAFT_STATUSES,
  PROCUREMENT_NOTICE_TYPES,
  WINNER_NOTICE_TYPES,
  type TDictionaryGroups,
  type TNoticeDraft,
} from '@supportal/contract';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { formFieldErrorsOf } from '../../../lib/field-errors';
import type { TPublishingUnit } from '../api/query-publishing-units';
import { saveDraft, type TSavedNoticeDraft } from '../api/save-notice-draft';
import {
  NOTICE_FIELD_RENAMES,
  toNoticeDraftInput,
  toNoticeFormValues,
  type TNoticeFormValues,
} from '../lib/notice-draft-values';
import { noticeTemplate } from '../lib/notice-templates';
import { noticeConsoleMessages as messages } from '../messages';
import { AwardCandidatesSection, type TCandidateSupplierPicker } from './award-candidates-section';
import { BlacklistEntriesSection } from './blacklist-entries-section';
import { IpFieldsSection } from './ip-fields-section';
import { NoticeBasicsSection } from './notice-basics-section';
import { NoticeBodySection } from './notice-body-section';
import { ProcurementFieldsSection } from './procurement-fields-section';
import styles from './notice-console.module.css';

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
  /** The supplier list's picker for the candidates of result notices (given by the page). */
  supplierPicker?: TCandidateSupplierPicker;
};

/**
 * A notice as its author writes it: the basics, the sections its type has (项目信息 of procurement
 * types, the IP fields of type 47, the supplier list of type 3), the rich-text body (a template per
 * type) and attachments. 保存草稿 keeps it in the author's drafts; 提交审批 sends it to the notice
 * publication process. Errors the server names appear under their fields.
 */
export function NoticeDraftForm({
  units,
  dictionary,
  initial,
  draftId,
  amendsNoticeId,
  onSaved,
  supplierPicker,
}: TNoticeDraftFormProps) {
  const [form] = Form.useForm<TNoticeFormValues>();
  const [saving, setSaving] = useState<'save' | 'submit' | null>(null);
  // A saved body is the author's; a new one follows the type's template until the author writes in it.
  const [bodyEdited, setBodyEdited] = useState(initial !== undefined);
  const type = Form.useWatch('purchaseNoticeType', form);
  const isProcurement = type !== undefined && PROCUREMENT_NOTICE_TYPES.includes(type);

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
      const saved = await saveDraft(
        toNoticeDraftInput(values, { draftId, amendsNoticeId, isProcurement, submit }),
      );
      onSaved(saved, submit);
    } catch (error) {
      form.setFields(formFieldErrorsOf(error, NOTICE_FIELD_RENAMES));
    } finally {
      setSaving(null);
    }
  };

  return (
    <Form<TNoticeFormValues>
      form={form}
      layout="vertical"
      className={styles.form}
      initialValues={toNoticeFormValues(units, initial)}
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
      <NoticeBasicsSection units={units} dictionary={dictionary} type={type} onTypeChange={onTypeChange} />
      {type === IP_OPERATION_TYPE ? <IpFieldsSection dictionary={dictionary} /> : null}
      {isProcurement ? <ProcurementFieldsSection /> : null}
      {type === BLACKLIST_NOTICE_TYPE ? <BlacklistEntriesSection /> : null}
      <NoticeBodySection onUseTemplate={() => applyTemplate(type)} />
      {type !== undefined && AWARD_NOTICE_TYPES.includes(type) ? (
        <AwardCandidatesSection
          withWinners={WINNER_NOTICE_TYPES.includes(type)}
          supplierPicker={supplierPicker}
        />
      ) : null}
      {amendsNoticeId ? (
        <Form.Item
          name="amendReason"
          label={messages.fields.amendReason}
          rules={[{ required: true, whitespace: true, message: messages.required.amendReason }]}
        >
          <Input.TextArea
            maxLength={200}
            showCount
            rows={2}
            placeholder={messages.placeholders.amendReason}
          />
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
