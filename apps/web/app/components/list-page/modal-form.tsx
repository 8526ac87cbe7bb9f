import { Form, Modal, type FormInstance, type FormProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { formFieldErrorsOf, type TFormFieldErrors } from '../../lib/field-errors';

type TModalFormProps<TValues> = {
  title: string;
  form: FormInstance<TValues>;
  initialValues: Partial<TValues>;
  /** Sends the checked values; a rejection names what the server refused. */
  onSubmit: (values: TValues) => Promise<void>;
  onClose: () => void;
  /**
   * Checks the server would make too, run before anything is sent: the errors to show under their
   * fields, or none.
   */
  precheck?: (values: TValues) => TFormFieldErrors<TValues>;
  /** Wire field → form field, for server errors about a field the form holds under another name. */
  fieldRenames?: Readonly<Record<string, string>>;
  okText?: string;
  /** Shown above the fields (a rule, a hint). */
  intro?: ReactNode;
  onValuesChange?: FormProps<TValues>['onValuesChange'];
  children: ReactNode;
};

/**
 * A dialog with one form: OK checks the fields and submits (the button spins meanwhile); the server's
 * field errors appear under their fields and the dialog stays open, its other errors are told by the
 * request layer.
 */
export function ModalForm<TValues extends object>({
  title,
  form,
  initialValues,
  onSubmit,
  onClose,
  precheck,
  fieldRenames,
  okText,
  intro,
  onValuesChange,
  children,
}: TModalFormProps<TValues>) {
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const problems = precheck?.(values) ?? [];
    if (problems.length > 0) {
      form.setFields(problems);
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(values);
    } catch (error) {
      form.setFields(formFieldErrorsOf(error, fieldRenames));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      open
      title={title}
      okText={okText}
      okButtonProps={{ loading: submitting }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {intro}
      <Form<TValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={onValuesChange}
      >
        {children}
      </Form>
    </Modal>
  );
}
