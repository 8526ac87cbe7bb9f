import { CERTIFICATE_TYPES, MOBILE_PATTERN, PIN_PATTERN } from '@supportal/contract';
import { Alert, App, Button, Card, Form, Input, Result, Spin } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageSection } from '../../components/page/page-section';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { useLoginAttempt } from '../../features/auth/api/get-public-key';
import { CaptchaImage } from '../../features/auth/components/captcha-image';
import { useCountdown } from '../../components/code-fields/use-countdown';
import { encryptPassword } from '../../features/auth/lib/encrypt-password';
import { NewPasswordFields } from '../../features/auth/components/new-password-fields';
import { postRegistrationCode } from '../../features/supplier-registration/api/send-registration-code';
import { useRegistrationSession } from '../../features/supplier-registration/api/start-registration';
import {
  postRegistration,
  type TRegistrationReceipt,
} from '../../features/supplier-registration/api/submit-registration';
import { registrationMessages as messages } from '../../features/supplier-registration/messages';
import { formFieldErrorsOf } from '../../lib/field-errors';
import type { Route } from './+types/register';
import styles from './register.module.css';
import {
  RegistrationSections,
  toRegistrationFields,
  type TRegistrationFormValues,
} from './registration-form';

type TValues = TRegistrationFormValues & {
  verifyCode: string;
  smsCode: string;
  newPassword: string;
  confirmPassword: string;
};

export const meta: Route.MetaFunction = () => [{ title: pageTitle(messages.pageTitle) }];

const LICENCE = CERTIFICATE_TYPES[0].code;

/**
 * 供应商注册 (issue 21, item 5): a company without an account applies; the contact's mobile is proved
 * with a code (captcha first), the main account's password is chosen last. The page shows the
 * application number, with which (and the mobile) the status can be looked up.
 */
export default function Register() {
  const { message } = App.useApp();
  const [form] = Form.useForm<TValues>();
  const session = useRegistrationSession();
  const attemptQuery = useLoginAttempt();
  const attempt = attemptQuery.data ?? null;
  const { secondsLeft, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const [saving, setSaving] = useState(false);
  const [receipt, setReceipt] = useState<TRegistrationReceipt | null>(null);
  const token = session.data?.registrationToken ?? null;

  const showFailure = (error: unknown) => {
    form.setFields(formFieldErrorsOf<TValues>(error));
    void message.error(error instanceof Error ? error.message : String(error));
  };

  const newCaptcha = async () => {
    form.setFieldValue('verifyCode', '');
    await attemptQuery.refetch();
  };

  const sendCode = async () => {
    const mobile = String(form.getFieldValue(['contact', 'mobile']) ?? '').trim();
    const verifyCode = String(form.getFieldValue('verifyCode') ?? '').trim();
    if (!MOBILE_PATTERN.test(mobile)) {
      form.setFields([{ name: ['contact', 'mobile'], errors: [messages.mobileFirst] }]);
      return;
    }
    if (!verifyCode) {
      form.setFields([{ name: 'verifyCode', errors: [messages.captchaFirst] }]);
      return;
    }
    if (!token || !attempt) return;
    setSending(true);
    try {
      const answer = await postRegistrationCode({
        registrationToken: token,
        mobile,
        sessionId: attempt.sessionId,
        verifyCode,
      });
      start(answer.resendAfterSeconds);
      void message.success(messages.codeSent);
    } catch (error) {
      showFailure(error);
    } finally {
      // Each captcha answers once.
      void newCaptcha();
      setSending(false);
    }
  };

  const submit = async (values: TValues) => {
    if (!token || !attempt) return;
    setSaving(true);
    try {
      setReceipt(
        await postRegistration({
          ...toRegistrationFields(values),
          registrationToken: token,
          smsCode: values.smsCode.trim(),
          newPassword: await encryptPassword(attempt.publicKey, values.newPassword),
          confirmPassword: await encryptPassword(attempt.publicKey, values.confirmPassword),
        }),
      );
    } catch (error) {
      showFailure(error);
    } finally {
      setSaving(false);
    }
  };

  if (receipt)
    return (
      <PageSection title={messages.pageTitle}>
        <Result
          status="success"
          title={messages.submittedTitle}
          subTitle={`${messages.submittedText(receipt.applicationNo)}${messages.loginNameIs(receipt.loginName)}`}
          extra={[
            <Link key="status" to={paths.registerStatus.getHref()}>
              <Button type="primary">{messages.toStatus}</Button>
            </Link>,
            <Link key="login" to={paths.login.getHref()}>
              <Button>{messages.toLogin}</Button>
            </Link>,
          ]}
        />
      </PageSection>
    );

  return (
    <PageSection title={messages.pageTitle}>
      <p className={styles.intro}>{messages.intro}</p>
      {session.isError ? <Alert type="error" showIcon title={messages.sessionFailed} /> : null}
      {!token && !session.isError ? <Spin tip={messages.sessionLoading} /> : null}
      {token ? (
        <Form
          form={form}
          layout="vertical"
          className={styles.form}
          scrollToFirstError
          initialValues={{
            certificates: [{ certType: LICENCE, certNumber: '', issuer: '' }],
            categories: [],
          }}
          onFinish={(values) => void submit(values)}
        >
          <RegistrationSections
            uploadToken={token}
            contactExtra={
              <>
                <Form.Item label={messages.fields.captcha} required>
                  <div className={styles.codeRow}>
                    {/* Needed for sending the code only (sendCode checks it): 提交 does not ask for it. */}
                    <Form.Item name="verifyCode" noStyle>
                      <Input
                        className={styles.codeInput}
                        aria-label={messages.fields.captcha}
                        autoComplete="off"
                        maxLength={8}
                      />
                    </Form.Item>
                    <CaptchaImage src={attempt?.captchaSrc ?? null} onRefresh={() => void newCaptcha()} />
                  </div>
                </Form.Item>
                <Form.Item label={messages.fields.smsCode} required>
                  <div className={styles.codeRow}>
                    <Form.Item
                      name="smsCode"
                      noStyle
                      rules={[
                        { required: true, message: messages.required(messages.fields.smsCode) },
                        { pattern: PIN_PATTERN, message: messages.required(messages.fields.smsCode) },
                      ]}
                    >
                      <Input
                        className={styles.codeInput}
                        aria-label={messages.fields.smsCode}
                        inputMode="numeric"
                        autoComplete="one-time-code"
                        maxLength={6}
                      />
                    </Form.Item>
                    <Button onClick={() => void sendCode()} loading={sending} disabled={secondsLeft > 0}>
                      {secondsLeft > 0 ? messages.resendIn(secondsLeft) : messages.getCode}
                    </Button>
                  </div>
                </Form.Item>
              </>
            }
          />
          <Card size="small" title={messages.sections.password} className={styles.card}>
            <p className={styles.intro}>{messages.passwordHint}</p>
            <NewPasswordFields
              loginName={() => String(form.getFieldValue(['base', 'uscc']) ?? '')}
              labels={messages.fields}
            />
          </Card>
          <div className={styles.actions}>
            <Button type="primary" htmlType="submit" loading={saving} disabled={!attempt}>
              {messages.submit}
            </Button>
            <Link to={paths.registerStatus.getHref()}>
              <Button>{messages.toStatus}</Button>
            </Link>
          </div>
        </Form>
      ) : null}
    </PageSection>
  );
}
