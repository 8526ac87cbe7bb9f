import { App } from 'antd';
import { useEffect } from 'react';
import { registerFeedback } from '../lib/feedback';

/** Hands the antd App's message and modal APIs to the request layer, which runs outside render. */
export function FeedbackBridge() {
  const { message, modal } = App.useApp();

  useEffect(
    () =>
      registerFeedback({
        showErrorToast: (content, durationMs) => {
          void message.error({ content, duration: durationMs / 1000 });
        },
        showReminder: ({ title, content, okText, cancelText, onOk }) => {
          if (cancelText === undefined) modal.warning({ title, content, okText, onOk });
          else modal.confirm({ title, content, okText, cancelText, onOk });
        },
      }),
    [message, modal],
  );

  return null;
}
