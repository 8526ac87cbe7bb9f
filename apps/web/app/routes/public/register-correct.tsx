import { Alert, App, Button, Form, Result, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageSection } from '../../components/page/page-section';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import {
  registrationCorrectionQuery,
  type TRegistrationCorrection,
} from '../../features/supplier-registration/api/get-registration-correction';
import { postRegistrationCorrection } from '../../features/supplier-registration/api/resubmit-registration';
import type { TRegistrationReceipt } from '../../features/supplier-registration/api/submit-registration';
import { registrationMessages as messages } from '../../features/supplier-registration/messages';
import { formFieldErrorsOf } from '../../lib/field-errors';
import type { Route } from './+types/register-correct';
import styles from './register.module.css';
import {
  RegistrationSections,
  toRegistrationFields,
  type TRegistrationFormValues,
} from './registration-form';

export const meta: Route.MetaFunction = () => [{ title: pageTitle(messages.correctTitle) }];

const formValuesOf = ({ fields }: TRegistrationCorrection): TRegistrationFormValues => ({
  base: fields.base,
  categories: fields.categories,
  certificates: fields.certificates.map((row) => ({
    ...row,
    validFrom: dayjs(row.validFrom),
    validTo: dayjs(row.validTo),
  })),
  contact: {
    name: fields.contact.name,
    mobile: fields.contact.mobile,
    ...(fields.contact.position ? { position: fields.contact.position } : {}),
    ...(fields.contact.email ? { email: fields.contact.email } : {}),
  },
});

/** 退回修改: the link of a return opens the application with the reviewer's opinion; resubmitting uses it up. */
export default function RegisterCorrect() {
  const { message } = App.useApp();
  const [form] = Form.useForm<TRegistrationFormValues>();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  // Fetched in the browser only: a page for a token must never come from the shared page cache.
  const correction = useQuery({ ...registrationCorrectionQuery(token), enabled: token !== '' });
  const [saving, setSaving] = useState(false);
  const [receipt, setReceipt] = useState<TRegistrationReceipt | null>(null);

  const submit = async (values: TRegistrationFormValues) => {
    setSaving(true);
    try {
      setReceipt(
        await postRegistrationCorrection({ ...toRegistrationFields(values), correctionToken: token }),
      );
    } catch (error) {
      form.setFields(formFieldErrorsOf<TRegistrationFormValues>(error));
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  const statusLink = (
    <Link key="status" to={paths.registerStatus.getHref()}>
      <Button type="primary">{messages.toStatus}</Button>
    </Link>
  );
  if (receipt)
    return (
      <PageSection title={messages.correctTitle}>
        <Result
          status="success"
          title={messages.resubmittedTitle}
          subTitle={`${messages.submittedText(receipt.applicationNo)}${messages.loginNameIs(receipt.loginName)}`}
          extra={[statusLink]}
        />
      </PageSection>
    );
  if (token === '' || correction.isError)
    return (
      <PageSection title={messages.correctTitle}>
        <Result status="warning" title={messages.correctionInvalid} extra={[statusLink]} />
      </PageSection>
    );
  if (!correction.data)
    return (
      <PageSection title={messages.correctTitle}>
        <Spin />
      </PageSection>
    );
  return (
    <PageSection title={messages.correctTitle}>
      <p className={styles.intro}>{messages.correctIntro}</p>
      <Alert
        type="warning"
        showIcon
        className={styles.card}
        title={messages.applicationTitle(correction.data.applicationNo)}
        description={`${messages.fields.reviewComment}：${correction.data.reviewComment ?? messages.none}`}
      />
      <Form
        form={form}
        layout="vertical"
        className={styles.form}
        scrollToFirstError
        initialValues={formValuesOf(correction.data)}
        onFinish={(values) => void submit(values)}
      >
        <RegistrationSections uploadToken={token} mobileFixed />
        <div className={styles.actions}>
          <Button type="primary" htmlType="submit" loading={saving}>
            {messages.resubmit}
          </Button>
        </div>
      </Form>
    </PageSection>
  );
}
