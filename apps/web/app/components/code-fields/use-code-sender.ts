import { CODE_SENT_TOAST_MS, SMS_RESEND_SECONDS } from '@supportal/contract';
import { App } from 'antd';
import { useState } from 'react';
import { codeFieldMessages as messages } from './messages';
import { useCountdown } from './use-countdown';

export type TCodeSender = {
  sending: boolean;
  /** Seconds before another code may be asked for; 0 when it may. */
  secondsLeft: number;
  sendCode: () => Promise<void>;
};

/**
 * Asks for a code through `send` (which answers the server's resend wait, or nothing for the usual
 * one), says it went, and counts the wait down. A refusal was already shown by the request layer.
 */
export const useCodeSender = (
  send: () => Promise<{ resendAfterSeconds?: number } | unknown>,
): TCodeSender => {
  const { message } = App.useApp();
  const { secondsLeft, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const sendCode = async () => {
    setSending(true);
    try {
      const answer = await send();
      void message.success({ content: messages.codeSent, duration: CODE_SENT_TOAST_MS / 1000 });
      const wait = (answer as { resendAfterSeconds?: unknown } | undefined)?.resendAfterSeconds;
      start(typeof wait === 'number' ? wait : SMS_RESEND_SECONDS);
    } catch {
      // The request layer has shown why.
    } finally {
      setSending(false);
    }
  };
  return { sending, secondsLeft, sendCode };
};
