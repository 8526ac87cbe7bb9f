import type { TApiClientWithCredential } from '@supportal/contract';
import { Alert, Button, Modal, Typography } from 'antd';
import { apiClientMessages as messages } from '../messages';
import styles from '../../../components/page/admin-list.module.css';

/**
 * The one time a credential is shown (after issue or rotation): the server keeps only its hash, so
 * closing this dialog is the last chance to copy it.
 */
export function ApiClientCredentialDialog({
  issued,
  onClose,
}: {
  issued: TApiClientWithCredential;
  onClose: () => void;
}) {
  return (
    <Modal
      open
      title={`${messages.credentialTitle}：${issued.client.name}`}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onClose}>
          {messages.done}
        </Button>
      }
    >
      <Alert type="warning" showIcon title={messages.credentialWarning} style={{ marginBottom: 16 }} />
      <Typography.Paragraph
        code
        className={styles.breakAll}
        copyable={{ text: issued.credential, tooltips: [messages.copy, messages.copied] }}
        aria-label={messages.credentialTitle}
      >
        {issued.credential}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{messages.credentialUsage}</Typography.Paragraph>
      <Typography.Paragraph code className={styles.breakAll}>
        Authorization: Bearer {issued.credential}
      </Typography.Paragraph>
    </Modal>
  );
}
