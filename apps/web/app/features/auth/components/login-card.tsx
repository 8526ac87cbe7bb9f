import { LockOutlined, UserOutlined } from '@ant-design/icons';
import {
  LOGIN_RSP,
  LOGIN_THROTTLE_MS,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  SECOND_AUTH,
  USERNAME_PATTERN,
  type TLoginResult,
} from '@supportal/contract';
import { App, Button, Form, Input } from 'antd';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { VisuallyHidden } from '../../../components/widgets/visually-hidden';
import { useLoginAttempt } from '../api/get-public-key';
import type { TLoginCardSettings } from '../api/login-card-settings';
import { postPortalLogin } from '../api/portal-login';
import { useHostname } from '../hooks/use-hostname';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { encryptPassword } from '../lib/encrypt-password';
import { isLoginCardShown } from '../lib/login-card-visibility';
import { authMessages } from '../messages';
import styles from './auth.module.css';
import { BindMobileDialog, type TPendingBinding } from './bind-mobile-dialog';
import { CaptchaField } from './captcha-field';
import { CodeDialog, type TPendingSecondFactor } from './code-dialog';

type TLoginFormValues = { userName: string; password: string; verifyCode: string };

/** A login answer that started a session: the server set the browser's session cookie with it. */
const startedSession = (result: TLoginResult) =>
  result.RSP === LOGIN_RSP.success && result.tokenType !== undefined;

const checkUserName = async (_rule: unknown, value: unknown) => {
  if (typeof value !== 'string' || !USERNAME_PATTERN.test(value.trim()))
    throw new Error(authMessages.userName);
};

/** The home page's login card (spec sections 2, 4, 5), shown as the isLoginSwitch dictionary says. */
export function LoginCard({ settings }: { settings: TLoginCardSettings }) {
  const hostname = useHostname();
  if (!isLoginCardShown(settings.switchValues, hostname)) return null;
  return <LoginCardForm resetPasswordUrl={settings.resetPasswordUrl} />;
}

function LoginCardForm({ resetPasswordUrl }: { resetPasswordUrl: string | null }) {
  const { modal, message } = App.useApp();
  const completeLogin = useCompleteLogin();
  const [form] = Form.useForm<TLoginFormValues>();
  const attemptQuery = useLoginAttempt();
  const attempt = attemptQuery.data ?? null;
  const [submitting, setSubmitting] = useState(false);
  const [secondFactor, setSecondFactor] = useState<TPendingSecondFactor | null>(null);
  const [binding, setBinding] = useState<TPendingBinding | null>(null);
  const lastSubmitAt = useRef(0);

  /** A fresh login attempt: new sessionId, new captcha picture, empty captcha field. */
  const newAttempt = async () => {
    form.setFieldValue('verifyCode', '');
    await attemptQuery.refetch();
  };

  const enterWorkspace = (result: TLoginResult, userName: string) =>
    completeLogin(result.userName ?? userName).catch((error: unknown) => console.error(error));

  const askToBind = (result: TLoginResult, userName: string) =>
    modal.confirm({
      title: authMessages.noticeTitle,
      content: authMessages.noContact,
      okText: authMessages.ok,
      cancelText: authMessages.cancel,
      onOk: () =>
        setBinding({
          tmpToken: result.TMPTOKEN ?? '',
          userName: result.userName ?? userName,
          suppplierCode: result.suppplierCode,
          suppplierName: result.suppplierName,
        }),
    });

  const startSecondFactor = async (result: TLoginResult, userName: string) => {
    const tmpToken = result.TMPTOKEN ?? '';
    const contacts = await postPortalLogin({ loginMode: 'queryUser', tmpToken });
    setSecondFactor({
      tmpToken,
      userName: result.userName ?? userName,
      ...(contacts.mobile ? { mobile: contacts.mobile } : {}),
      ...(contacts.email ? { email: contacts.email } : {}),
    });
  };

  const login = async (values: TLoginFormValues) => {
    // Throttled: one login per 5 s however often the button is pressed (spec section 5); say how long.
    const now = Date.now();
    const waitMs = lastSubmitAt.current + LOGIN_THROTTLE_MS - now;
    if (waitMs > 0) {
      void message.warning({
        content: authMessages.loginThrottled(Math.ceil(waitMs / 1000)),
        key: 'login-throttle',
      });
      return;
    }
    if (!attempt) return;
    lastSubmitAt.current = now;
    const userName = values.userName.trim();
    setSubmitting(true);
    try {
      const result = await postPortalLogin({
        loginMode: 'password',
        userName,
        password: await encryptPassword(attempt.publicKey, values.password),
        sessionId: attempt.sessionId,
        verifyCode: values.verifyCode.trim(),
        deptCode: new URLSearchParams(window.location.search).get('deptCode') ?? undefined,
      });
      if (result.RSP === LOGIN_RSP.noContact) {
        askToBind(result, userName);
        void newAttempt();
      } else if (result.SECONDAUTH === SECOND_AUTH.required) {
        await startSecondFactor(result, userName);
      } else if (startedSession(result)) {
        await enterWorkspace(result, userName);
      }
    } catch {
      // Shown by the request layer; the used captcha is gone, so offer a new one.
      void newAttempt();
    } finally {
      setSubmitting(false);
    }
  };

  const closeDialogs = () => {
    setSecondFactor(null);
    setBinding(null);
    form.setFieldsValue({ password: '', verifyCode: '' });
    void newAttempt();
  };

  return (
    <section className={styles.card} aria-labelledby="login-card-title">
      <h2 id="login-card-title" className={styles.cardTitle}>
        {authMessages.cardTitle}
      </h2>
      <Form
        form={form}
        className={styles.form}
        onFinish={(values) => void login(values)}
        requiredMark={false}
        autoComplete="on"
      >
        <Form.Item name="userName" rules={[{ validator: checkUserName }]}>
          <Input
            prefix={<UserOutlined />}
            placeholder={authMessages.userNamePlaceholder}
            aria-label={authMessages.userNameLabel}
            autoComplete="username"
            maxLength={64}
          />
        </Form.Item>
        <Form.Item
          name="password"
          rules={[
            { required: true, message: authMessages.passwordTooShort },
            { min: MIN_PASSWORD_LENGTH, message: authMessages.passwordTooShort },
            { max: MAX_PASSWORD_LENGTH, message: authMessages.passwordTooLong },
          ]}
        >
          <Input.Password
            prefix={<LockOutlined />}
            placeholder={authMessages.passwordPlaceholder}
            aria-label={authMessages.passwordLabel}
            autoComplete="current-password"
          />
        </Form.Item>
        <Form.Item required>
          <CaptchaField
            src={attempt?.captchaSrc ?? null}
            onRefresh={() => void newAttempt()}
            placeholder={authMessages.captchaPlaceholder}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {authMessages.login}
          </Button>
        </Form.Item>
      </Form>
      <div className={styles.cardFooter}>
        <Link to={paths.register.getHref()}>{authMessages.register}</Link>
        {/* A deployment whose accounts live in a 4A sets its address; otherwise the portal's own page. */}
        {resetPasswordUrl ? (
          <a href={resetPasswordUrl} target="_blank" rel="noopener noreferrer">
            {authMessages.forgotPassword}
            <VisuallyHidden>{authMessages.newWindowHint}</VisuallyHidden>
          </a>
        ) : (
          <Link to={paths.forgotPassword.getHref()}>{authMessages.forgotPassword}</Link>
        )}
      </div>
      {secondFactor ? (
        <CodeDialog
          pending={secondFactor}
          onClose={closeDialogs}
          onLoggedIn={(result) => void enterWorkspace(result, secondFactor.userName)}
        />
      ) : null}
      {binding ? <BindMobileDialog pending={binding} onCancel={closeDialogs} onBound={closeDialogs} /> : null}
    </section>
  );
}
