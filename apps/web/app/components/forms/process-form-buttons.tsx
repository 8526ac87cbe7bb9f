import type { FormInstance } from 'antd';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { formFieldErrorsOf } from '../../lib/field-errors';
import { formMessages } from './messages';

const LABELS = formMessages.processForm;

/**
 * 保存 / 提交审批 of a form that starts an approval process: validates, sends (submit = start or continue the
 * process), shows the server's field errors under their fields. Enter in a field never submits: only the button.
 */
export function useProcessFormSave<TValues, TSaved>(
  form: FormInstance<TValues>,
  send: (values: TValues, submit: boolean) => Promise<TSaved>,
  onSaved: (saved: TSaved, submitted: boolean) => void,
  /** Wire field → the form field that holds it, for errors the server names. */
  errorFieldRenames: Readonly<Record<string, string>> = {},
) {
  const [saving, setSaving] = useState<'save' | 'submit' | null>(null);
  const save = async (submit: boolean) => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(submit ? 'submit' : 'save');
    try {
      onSaved(await send(values, submit), submit);
    } catch (error) {
      form.setFields(formFieldErrorsOf(error, errorFieldRenames));
    } finally {
      setSaving(null);
    }
  };
  return { saving, save };
}

type TProcessFormButtonsProps = {
  saving: 'save' | 'submit' | null;
  save: (submit: boolean) => Promise<void>;
  /** Edit mode of a returned or saved record: the submit button says 重新提交. */
  editing: boolean;
};

export function ProcessFormButtons({ saving, save, editing }: TProcessFormButtonsProps) {
  return (
    <Space wrap>
      <Button onClick={() => void save(false)} loading={saving === 'save'} disabled={saving === 'submit'}>
        {LABELS.save}
      </Button>
      <Button
        type="primary"
        onClick={() => void save(true)}
        loading={saving === 'submit'}
        disabled={saving === 'save'}
      >
        {editing ? LABELS.resubmit : LABELS.submit}
      </Button>
    </Space>
  );
}
