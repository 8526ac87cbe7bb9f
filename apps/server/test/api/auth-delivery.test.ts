import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmsGatewayNotifier, createSmtpNotifier, routeByChannel } from '../../src/plugins/notifier.js';
import { createAuthTestApp, type TAuthTestApp } from '../helpers/auth-app.js';
import { createAuthClient, createTestAccount, latestOutboxMessage } from '../helpers/auth-client.js';
import { startSmtpMailbox, type TSmtpMailbox } from '../helpers/smtp-mailbox.js';

type TReceivedSms = { mobile: string; content: string; authorization: string | undefined };

const codeIn = (text: string) => /验证码为 (\d{6})/.exec(text)?.[1];

/** Codes leave through real transports: an SMTP server and an HTTP SMS gateway started here. */
/**
 * Short enough to wait out, long enough that a code sent and checked on a loaded 2-core machine is
 * still valid (1 s was seen to expire between the two calls).
 */
const CODE_TTL_SECONDS = 4;

describe('code delivery over SMTP and the SMS gateway, and code expiry', () => {
  const messages: TReceivedSms[] = [];
  let mailbox: TSmtpMailbox;
  let gateway: Server;
  let testApp: TAuthTestApp;

  beforeAll(async () => {
    mailbox = await startSmtpMailbox();

    gateway = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        messages.push({
          ...(JSON.parse(body) as TReceivedSms),
          authorization: request.headers.authorization,
        });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const gatewayPort = (gateway.address() as AddressInfo).port;

    testApp = await createAuthTestApp(
      { database: 'pglite', store: 'database' },
      {
        seed: false,
        identity: {
          codeTtlSeconds: CODE_TTL_SECONDS,
          notifier: routeByChannel({
            email: createSmtpNotifier(mailbox.url, '供应商门户 <no-reply@example-tower.cn>'),
            sms: createSmsGatewayNotifier(`http://127.0.0.1:${gatewayPort}/sms/send`, 'gateway-token'),
          }),
        },
      },
    );
  });
  afterAll(async () => {
    await testApp?.close();
    await mailbox?.close();
    if (gateway?.listening) await new Promise<void>((resolve) => gateway.close(() => resolve()));
  });

  it('mails the code through SMTP and the code logs in', async () => {
    const account = await createTestAccount(testApp.database.db, {
      email: 'mail.path@example.com',
      secondAuth: true,
    });
    const client = createAuthClient(testApp.app);
    const tmpToken = (await client.passwordLogin(account.loginName)).json().data.TMPTOKEN as string;
    expect((await client.loginMode({ loginMode: 'sendPin', tmpToken, type: '1' })).statusCode).toBe(200);

    const mail = mailbox.mails.find((candidate) => candidate.to.includes('mail.path@example.com'));
    expect(mail?.from).toBe('no-reply@example-tower.cn');
    const code = codeIn(mail?.text ?? '');
    expect(code).toMatch(/^\d{6}$/);
    expect(await latestOutboxMessage(testApp.outboxDir, 'mail.path@example.com')).toBeNull();

    const checked = await client.loginMode({ loginMode: 'checkPin', tmpToken, type: '1', smsCode: code });
    expect(checked.statusCode).toBe(200);
  });

  it('posts SMS codes to the gateway with its token, and refuses an expired code', async () => {
    const account = await createTestAccount(testApp.database.db, { mobile: '15012345678', secondAuth: true });
    const client = createAuthClient(testApp.app);
    const tmpToken = (await client.passwordLogin(account.loginName)).json().data.TMPTOKEN as string;
    expect((await client.loginMode({ loginMode: 'sendPin', tmpToken, type: '0' })).statusCode).toBe(200);

    const sms = messages.find((message) => message.mobile === '15012345678');
    expect(sms?.authorization).toBe('Bearer gateway-token');
    const code = codeIn(sms?.content ?? '');
    expect(code).toMatch(/^\d{6}$/);

    await new Promise((resolve) => setTimeout(resolve, CODE_TTL_SECONDS * 1_000 + 300));
    const expired = await client.loginMode({ loginMode: 'checkPin', tmpToken, type: '0', smsCode: code });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().resultMsg).toBe('验证码已过期，请重新获取');
  });

  it('tells the user when delivery fails and lets them retry at once', async () => {
    const account = await createTestAccount(testApp.database.db, { mobile: '15112345678', secondAuth: true });
    const client = createAuthClient(testApp.app);
    const tmpToken = (await client.passwordLogin(account.loginName)).json().data.TMPTOKEN as string;
    await new Promise<void>((resolve) => gateway.close(() => resolve()));
    const failed = await client.loginMode({ loginMode: 'sendPin', tmpToken, type: '0' });
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ resultStat: '503', resultMsg: '验证码发送失败，请稍后重试' });
    // No 60-second wait after a failed delivery: the next try reaches the gateway again (and fails again).
    expect((await client.loginMode({ loginMode: 'sendPin', tmpToken, type: '0' })).statusCode).toBe(503);
  });
});
