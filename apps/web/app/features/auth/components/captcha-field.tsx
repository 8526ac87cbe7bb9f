import { SafetyOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { authMessages } from '../messages';
import styles from './auth.module.css';
import { CaptchaImage } from './captcha-image';

type TCaptchaFieldProps = { src: string | null; onRefresh: () => void; placeholder?: string };

/** The form's `verifyCode` beside the captcha picture it is read from (a click on it asks for a new one). */
export function CaptchaField({ src, onRefresh, placeholder }: TCaptchaFieldProps) {
  return (
    <div className={styles.captchaRow}>
      <Form.Item
        name="verifyCode"
        noStyle
        rules={[{ required: true, whitespace: true, message: authMessages.captchaRequired }]}
      >
        <Input
          className={styles.captchaInput}
          prefix={<SafetyOutlined />}
          placeholder={placeholder}
          aria-label={authMessages.captchaLabel}
          autoComplete="off"
          maxLength={8}
        />
      </Form.Item>
      <CaptchaImage src={src} onRefresh={onRefresh} />
    </div>
  );
}
