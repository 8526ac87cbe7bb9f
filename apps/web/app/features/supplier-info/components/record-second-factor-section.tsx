import { Alert, Card } from 'antd';
import { CodeFields, codeChannelOptions } from '../../../components/code-fields/code-fields';
import type { TCodeSender } from '../../../components/code-fields/use-code-sender';
import type { TSupplierInfo } from '../api/get-supplier-info';
import { supplierInfoMessages as messages } from '../messages';
import styles from './supplier-info.module.css';

type TRecordSecondFactorSectionProps = {
  codeRecipients: TSupplierInfo['codeRecipients'];
  sender: TCodeSender;
};

/** 二次验证 of a changed bank account: the channel, the code and 发送验证码 with its wait. */
export function RecordSecondFactorSection({ codeRecipients, sender }: TRecordSecondFactorSectionProps) {
  const channels = codeChannelOptions(codeRecipients);
  return (
    <Card size="small" title={messages.secondFactorTitle} className={styles.formCard}>
      {channels.length > 0 ? (
        <>
          <p>{messages.secondFactorText}</p>
          <CodeFields channelName="type" channels={channels} sender={sender} />
        </>
      ) : (
        <Alert type="warning" showIcon title={messages.noChannel} />
      )}
    </Card>
  );
}
