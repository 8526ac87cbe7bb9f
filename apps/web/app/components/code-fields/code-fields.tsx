import { PIN_CHANNELS, PIN_PATTERN, type TPinChannel } from '@supportal/contract';
import { Button, Form, Input, Radio, type InputProps } from 'antd';
import styles from './code-fields.module.css';
import { codeFieldMessages as messages } from './messages';
import type { TCodeSender } from './use-code-sender';

/** Where a code can go: the masked mobile first (the login's order), then the masked e-mail. */
export const codeChannelOptions = (recipients: { mobile?: string | null; email?: string | null }) => [
  ...(recipients.mobile
    ? [{ value: PIN_CHANNELS.mobile as TPinChannel, label: messages.mobileOption(recipients.mobile) }]
    : []),
  ...(recipients.email
    ? [{ value: PIN_CHANNELS.email as TPinChannel, label: messages.emailOption(recipients.email) }]
    : []),
];

export const CODE_RULES = [
  { required: true, whitespace: true, message: messages.pinRequired },
  { pattern: PIN_PATTERN, message: messages.pinInvalid },
];

/**
 * The six-digit code box, with what phones need to offer the code from the message. The form item
 * around it passes value and onChange, which go on to the input.
 */
export function CodeInput(props: InputProps) {
  return (
    <Input
      {...props}
      placeholder={messages.codePlaceholder}
      maxLength={6}
      inputMode="numeric"
      autoComplete="one-time-code"
      aria-label={messages.codeLabel}
    />
  );
}

type TCodeFieldsProps = {
  /** The form field holding the chosen channel. */
  channelName: string;
  channels: ReturnType<typeof codeChannelOptions>;
  sender: TCodeSender;
};

/** 接收方式, then the code with 发送验证码 and its wait beside it; the code is the form's `smsCode`. */
export function CodeFields({ channelName, channels, sender }: TCodeFieldsProps) {
  return (
    <>
      <Form.Item name={channelName} label={messages.channelLabel}>
        <Radio.Group className={styles.channels} options={channels} />
      </Form.Item>
      <Form.Item label={messages.codeLabel} required>
        <div className={styles.codeRow}>
          <Form.Item name="smsCode" noStyle rules={CODE_RULES}>
            <CodeInput />
          </Form.Item>
          <Button
            className={styles.sendButton}
            onClick={() => void sender.sendCode()}
            loading={sender.sending}
            disabled={sender.secondsLeft > 0}
          >
            {sender.secondsLeft > 0 ? messages.resendIn(sender.secondsLeft) : messages.sendCode}
          </Button>
        </div>
      </Form.Item>
    </>
  );
}
