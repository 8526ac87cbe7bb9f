import { Modal, Typography } from 'antd';
import { passwordDialogMessages as messages } from './messages';

/**
 * The generated password, shown once; the portal keeps no copy it could show again. Mounted only while
 * shown, so the secret leaves the page when the dialog closes.
 */
export function PasswordDialog({
  shown,
  onClose,
}: {
  shown: { loginName: string; password: string };
  onClose: () => void;
}) {
  return (
    <Modal
      open
      title={messages.passwordTitle}
      okText={messages.passwordDone}
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      maskClosable={false}
    >
      <Typography.Paragraph>{messages.passwordText(shown.loginName)}</Typography.Paragraph>
      <Typography.Paragraph
        copyable={{ text: shown.password, tooltips: [messages.copy, messages.copied] }}
        code
        style={{ fontSize: 20 }}
        data-testid="initial-password"
      >
        {shown.password}
      </Typography.Paragraph>
    </Modal>
  );
}
