import { PIN_CHANNELS, PIN_PATTERN, type TPinChannel } from '@supportal/contract';
import { Alert, Button, Card, Form, Input, Radio } from 'antd';
import type { TSupplierInfo } from '../api/get-supplier-info';
import { supplierInfoMessages as messages } from '../messages';
import styles from './supplier-info.module.css';

type TRecordSecondFactorSectionProps = {
  codeRecipients: TSupplierInfo['codeRecipients'];
  /** Where a code goes unless the supplier picks the other channel; none when there is nowhere. */
  defaultChannel: TPinChannel | undefined;
  sending: boolean;
  /** Seconds before another code may be asked for. */
  countdown: number;
  onSendCode: () => void;
};

/** 二次验证 of a changed bank account: the channel, the code and 获取验证码 with its wait. */
export function RecordSecondFactorSection({
  codeRecipients,
  defaultChannel,
  sending,
  countdown,
  onSendCode,
}: TRecordSecondFactorSectionProps) {
  return (
    <Card size="small" title={messages.secondFactorTitle} className={styles.formCard}>
      {defaultChannel ? (
        <>
          <p>{messages.secondFactorText}</p>
          <Form.Item name="type">
            <Radio.Group>
              {codeRecipients.mobile ? (
                <Radio value={PIN_CHANNELS.mobile}>{messages.channelMobile(codeRecipients.mobile)}</Radio>
              ) : null}
              {codeRecipients.email ? (
                <Radio value={PIN_CHANNELS.email}>{messages.channelEmail(codeRecipients.email)}</Radio>
              ) : null}
            </Radio.Group>
          </Form.Item>
          <div className={styles.codeRow}>
            <Form.Item
              name="smsCode"
              label={messages.codeLabel}
              rules={[
                { required: true, message: messages.codeRequired },
                { pattern: PIN_PATTERN, message: messages.codeRequired },
              ]}
            >
              <Input
                maxLength={6}
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder={messages.codePlaceholder}
              />
            </Form.Item>
            <Form.Item label=" ">
              <Button onClick={onSendCode} loading={sending} disabled={countdown > 0}>
                {countdown > 0 ? messages.resendIn(countdown) : messages.sendCode}
              </Button>
            </Form.Item>
          </div>
        </>
      ) : (
        <Alert type="warning" showIcon title={messages.noChannel} />
      )}
    </Card>
  );
}
