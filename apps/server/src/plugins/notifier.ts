import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** One message: a verification code, or a notification such as a task reminder (no code). */
export type TCodeMessage = {
  channel: 'sms' | 'email';
  recipient: string;
  subject: string;
  text: string;
  code?: string;
  /** Extra mail headers (e-mail only), e.g. List-Unsubscribe of alert mails. */
  headers?: Record<string, string>;
};

export type TNotifier = {
  send: (message: TCodeMessage) => Promise<void>;
  /** Where each channel goes, for the start-up log. */
  describe: () => Record<TCodeMessage['channel'], string>;
  close: () => Promise<void>;
};

/**
 * The local outbox: one JSON file per message (channel, recipient, text, code) under `dir`. The
 * default for development and tests, which read codes from it. Files appear atomically (write, rename).
 */
export const createOutboxNotifier = (dir: string): TNotifier => ({
  send: async (message) => {
    await mkdir(dir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.channel}-${randomBytes(4).toString('hex')}`;
    const temporary = path.join(dir, `.${name}.tmp`);
    await writeFile(temporary, JSON.stringify({ ...message, createdAt: new Date().toISOString() }, null, 2));
    await rename(temporary, path.join(dir, `${name}.json`));
  },
  describe: () => ({ sms: `outbox ${dir}`, email: `outbox ${dir}` }),
  close: async () => undefined,
});

/**
 * Bounds on a mail server that stops answering (nodemailer waits minutes by default): a send must end
 * well within an alert delivery's lease, or another server would send the mail again.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** E-mail over SMTP (nodemailer); SMTP_URL like smtp://user:pass@host:587 or smtps://host:465. */
export const createSmtpNotifier = (smtpUrl: string, from: string): TNotifier => {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    send: async (message) => {
      await transport.sendMail({
        from,
        to: message.recipient,
        subject: message.subject,
        text: message.text,
        ...(message.headers ? { headers: message.headers } : {}),
      });
    },
    describe: () => ({ sms: '-', email: `smtp ${new URL(smtpUrl).host}` }),
    close: async () => transport.close(),
  };
};

const SMS_GATEWAY_TIMEOUT_MS = 10_000;

/**
 * SMS through an HTTP gateway: POST JSON {mobile, content} with `Authorization: Bearer <token>` when a
 * token is configured; any 2xx answer counts as sent.
 */
export const createSmsGatewayNotifier = (gatewayUrl: string, token: string | undefined): TNotifier => ({
  send: async (message) => {
    const response = await fetch(gatewayUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ mobile: message.recipient, content: message.text }),
      signal: AbortSignal.timeout(SMS_GATEWAY_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`短信网关返回 HTTP ${response.status}`);
  },
  describe: () => ({ sms: `gateway ${new URL(gatewayUrl).host}`, email: '-' }),
  close: async () => undefined,
});

/** Sends each channel through its own transport. */
export const routeByChannel = (routes: Record<TCodeMessage['channel'], TNotifier>): TNotifier => ({
  send: (message) => routes[message.channel].send(message),
  describe: () => ({ sms: routes.sms.describe().sms, email: routes.email.describe().email }),
  close: async () => {
    await Promise.all([...new Set(Object.values(routes))].map((notifier) => notifier.close()));
  },
});

/** A channel a deployment has no transport for: sending fails (the user is told), nothing is written. */
const unconfiguredChannel = (channel: TCodeMessage['channel']): TNotifier => ({
  send: async () => {
    throw new Error(`未配置${channel === 'sms' ? '短信网关 SMS_GATEWAY_URL' : '邮件服务器 SMTP_URL'}`);
  },
  describe: () => ({ sms: '未配置', email: '未配置' }),
  close: async () => undefined,
});

/**
 * SMTP and the SMS gateway when configured; for a channel that is not, the outbox (demo, development,
 * tests) or, without an outbox (a deployment), a channel that refuses to send.
 */
export const createNotifier = (config: {
  outboxDir: string | null;
  smtpUrl?: string | undefined;
  smtpFrom: string;
  smsGatewayUrl?: string | undefined;
  smsGatewayToken?: string | undefined;
}): TNotifier => {
  const outboxDir = config.outboxDir;
  const fallback = (channel: TCodeMessage['channel']) =>
    outboxDir === null ? unconfiguredChannel(channel) : createOutboxNotifier(outboxDir);
  return routeByChannel({
    email: config.smtpUrl ? createSmtpNotifier(config.smtpUrl, config.smtpFrom) : fallback('email'),
    sms: config.smsGatewayUrl
      ? createSmsGatewayNotifier(config.smsGatewayUrl, config.smsGatewayToken)
      : fallback('sms'),
  });
};
