import { MOBILE_PATTERN } from '@supportal/contract';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { FieldList } from '../../components/list-page/field-list';
import { PageSection } from '../../components/page/page-section';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import {
  postRegistrationStatusQuery,
  type TRegistrationStatus,
} from '../../features/supplier-registration/api/query-registration-status';
import { registrationMessages as messages } from '../../features/supplier-registration/messages';
import { formFieldErrorsOf } from '../../lib/field-errors';
import type { Route } from './+types/register-status';
import styles from './register.module.css';

type TValues = { applicationNo: string; mobile: string };

export const meta: Route.MetaFunction = () => [{ title: pageTitle(messages.statusTitle) }];

/** 注册进度查询: the application number and the mobile verified at registration; nothing more is told. */
export default function RegisterStatus() {
  const { message } = App.useApp();
  const [form] = Form.useForm<TValues>();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<TRegistrationStatus | null>(null);
  const { fields } = messages;

  const query = async (values: TValues) => {
    setBusy(true);
    setStatus(null);
    try {
      setStatus(
        await postRegistrationStatusQuery({
          applicationNo: values.applicationNo.trim(),
          mobile: values.mobile.trim(),
        }),
      );
    } catch (error) {
      form.setFields(formFieldErrorsOf<TValues>(error));
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageSection title={messages.statusTitle}>
      <p className={styles.intro}>{messages.statusIntro}</p>
      <Form form={form} layout="vertical" className={styles.form} onFinish={(values) => void query(values)}>
        <Form.Item
          name="applicationNo"
          label={fields.applicationNo}
          rules={[{ required: true, whitespace: true, message: messages.required(fields.applicationNo) }]}
        >
          <Input maxLength={16} placeholder={messages.placeholders.applicationNo} />
        </Form.Item>
        <Form.Item
          name="mobile"
          label={fields.mobile}
          rules={[
            { required: true, message: messages.required(fields.mobile) },
            { pattern: MOBILE_PATTERN, message: messages.mobileInvalid },
          ]}
        >
          <Input maxLength={11} inputMode="numeric" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {messages.query}
        </Button>
      </Form>
      {status ? (
        <div className={styles.links}>
          <FieldList
            fields={[
              { key: 'applicationNo', label: fields.applicationNo, value: status.applicationNo },
              { key: 'supplierName', label: fields.supplierName, value: status.supplierName },
              { key: 'status', label: fields.status, value: status.statusName },
              { key: 'submittedAt', label: fields.submittedAt, value: status.submittedAt },
              { key: 'decidedAt', label: fields.decidedAt, value: status.decidedAt ?? messages.none },
              { key: 'loginName', label: fields.loginName, value: status.loginName ?? messages.none },
              {
                key: 'reviewComment',
                label: fields.reviewComment,
                wide: true,
                value: status.reviewComment ?? messages.none,
              },
            ]}
          />
        </div>
      ) : null}
      <p className={styles.links}>
        <Link to={paths.register.getHref()}>{messages.toRegister}</Link>
      </p>
    </PageSection>
  );
}
