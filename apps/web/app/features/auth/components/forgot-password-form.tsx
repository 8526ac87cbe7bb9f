import { UserOutlined } from '@ant-design/icons';
import { USERNAME_PATTERN } from '@supportal/contract';
import { Alert, App, Button, Form, Input, Result, Steps } from 'antd';
import { useState, type ReactNode } from 'react';
import { CODE_RULES, CodeInput } from '../../../components/code-fields/code-fields';
import { useCountdown } from '../../../components/code-fields/use-countdown';
import { showFormFailure } from '../../../lib/field-errors';
import { postForgotPasswordCode, postResetPassword } from '../api/forgot-password';
import { useLoginAttempt } from '../api/get-public-key';
import { encryptPassword } from '../lib/encrypt-password';
import { authMessages } from '../messages';
import { NewPasswordFields } from './new-password-fields';
import styles from './auth.module.css';
import { CaptchaField } from './captcha-field';

type TAskValues = { userName: string; verifyCode: string };
type TResetValues = { smsCode: string; newPassword: string; confirmPassword: string };
type TStep = { name: 'ask' } | { name: 'reset'; userName: string; resetToken: string } | { name: 'done' };

/**
 * 忘记密码 (issue 21): login name and captcha, then the code that went to the bound mobile (or the
 * e-mail) with the new password twice. The page never learns whether the account exists.
 */
export function ForgotPasswordForm({ loginLink }: { loginLink: ReactNode }) {
  const { message } = App.useApp();
  const [askForm] = Form.useForm<TAskValues>();
  const [resetForm] = Form.useForm<TResetValues>();
  const attemptQuery = useLoginAttempt();
  const attempt = attemptQuery.data ?? null;
  const { secondsLeft, start } = useCountdown();
  const [step, setStep] = useState<TStep>({ name: 'ask' });
  const [busy, setBusy] = useState(false);
  const toast = (text: string) => void message.error(text);

  const newAttempt = async () => {
    askForm.setFieldValue('verifyCode', '');
    await attemptQuery.refetch();
  };

  const ask = async (values: TAskValues) => {
    if (!attempt) return;
    setBusy(true);
    try {
      const userName = values.userName.trim();
      const answer = await postForgotPasswordCode({
        userName,
        sessionId: attempt.sessionId,
        verifyCode: values.verifyCode.trim(),
      });
      start(answer.resendAfterSeconds);
      setStep({ name: 'reset', userName, resetToken: answer.resetToken });
    } catch (error) {
      showFormFailure<TAskValues>(error, askForm, toast);
    } finally {
      // Each captcha answers once: whatever happened, the next request needs a new picture.
      void newAttempt();
      setBusy(false);
    }
  };

  const reset = async (values: TResetValues, current: { resetToken: string }) => {
    if (!attempt) return;
    setBusy(true);
    try {
      await postResetPassword({
        resetToken: current.resetToken,
        smsCode: values.smsCode.trim(),
        newPassword: await encryptPassword(attempt.publicKey, values.newPassword),
        confirmPassword: await encryptPassword(attempt.publicKey, values.confirmPassword),
      });
      setStep({ name: 'done' });
    } catch (error) {
      showFormFailure<TResetValues>(error, resetForm, toast);
    } finally {
      setBusy(false);
    }
  };

  const stepIndex = { ask: 0, reset: 1, done: 2 }[step.name];
  return (
    <div className={styles.passwordForm}>
      <Steps
        size="small"
        current={stepIndex}
        className={styles.formNotice}
        items={authMessages.forgotSteps.map((title) => ({ title }))}
      />
      {step.name === 'ask' ? (
        <Form form={askForm} layout="vertical" requiredMark={false} onFinish={(values) => void ask(values)}>
          <p className={styles.intro}>{authMessages.forgotIntro}</p>
          <Form.Item
            name="userName"
            label={authMessages.userNameLabel}
            rules={[
              {
                validator: async (_rule, value: unknown) => {
                  if (typeof value !== 'string' || !USERNAME_PATTERN.test(value.trim()))
                    throw new Error(authMessages.userName);
                },
              },
            ]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" maxLength={64} />
          </Form.Item>
          <Form.Item label={authMessages.captchaLabel} required>
            <CaptchaField src={attempt?.captchaSrc ?? null} onRefresh={() => void newAttempt()} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} disabled={!attempt}>
            {authMessages.getCode}
          </Button>
        </Form>
      ) : null}
      {step.name === 'reset' ? (
        <Form
          form={resetForm}
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => void reset(values, step)}
        >
          <Alert
            type="info"
            showIcon
            className={styles.formNotice}
            title={authMessages.codeMaybeSent(secondsLeft)}
          />
          <Form.Item name="smsCode" label={authMessages.codeLabel} rules={CODE_RULES}>
            <CodeInput />
          </Form.Item>
          <NewPasswordFields loginName={() => step.userName} extra={authMessages.passwordPolicyHint} />
          <div className={styles.formActions}>
            <Button type="primary" htmlType="submit" loading={busy}>
              {authMessages.submitReset}
            </Button>
            <Button disabled={secondsLeft > 0} onClick={() => setStep({ name: 'ask' })}>
              {secondsLeft > 0 ? authMessages.resendIn(secondsLeft) : authMessages.askAgain}
            </Button>
          </div>
        </Form>
      ) : null}
      {step.name === 'done' ? (
        <Result
          status="success"
          title={authMessages.resetDone}
          subTitle={authMessages.resetDoneText}
          extra={loginLink}
        />
      ) : null}
    </div>
  );
}
