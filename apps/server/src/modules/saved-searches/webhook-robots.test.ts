import { createServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkWebhookUrl,
  dingTalkSign,
  feishuSign,
  maskWebhookUrl,
  refusedAddressReason,
  sendRobotMessage,
  WebhookRefusedError,
} from './webhook-robots.js';

const production = { allowLoopback: false };
const development = { allowLoopback: true };

describe('robot signatures', () => {
  it('signs DingTalk as its documentation does (Python example: quote_plus(b64(hmac(secret, "ts\\nsecret"))))', () => {
    // Computed with the documentation's Python code for timestamp 1577808000000 and secret 'this is secret'.
    expect(dingTalkSign('this is secret', 1_577_808_000_000)).toBe(
      'ijHEivi6YiCNPZOq4hZstmvZ3sPfbioAiMhP30ae7W0%3D',
    );
  });

  it('signs Feishu as its documentation does (HMAC keyed by "ts\\nsecret" over an empty message)', () => {
    // Computed with the documentation's Python code for timestamp 1599360473 (its example) and this secret.
    expect(feishuSign('demo-feishu-secret', 1_599_360_473)).toBe(
      'I14G+BylJBIS1VqI4nUg1mKqMAjMGZlFJGT36IJRUr8=',
    );
  });
});

describe('webhook addresses (SSRF)', () => {
  it.each([
    ['http://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=1', 'https://'],
    ['ftp://example.com/hook', 'https://'],
    ['https://user:pw@example.com/hook', '用户名或密码'],
    ['https://10.1.2.3/hook', '内网'],
    ['https://192.168.1.10/hook', '内网'],
    ['https://172.20.0.1/hook', '内网'],
    ['https://169.254.169.254/latest/meta-data', '内网'],
    ['https://[fe80::1]/hook', '内网'],
    ['https://[fd00::1]/hook', '内网'],
    ['https://[::ffff:10.0.0.1]/hook', '内网'],
    ['https://127.0.0.1/hook', '本机'],
    ['not a url', '格式'],
  ])('refuses %s in production', (url, reason) => {
    expect(() => checkWebhookUrl(url, production)).toThrow(reason);
  });

  it.each([
    '::127.0.0.1',
    '::7f00:1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:0:127.0.0.1',
    '::ffff:0:a00:1',
    '0:0:0:0:0:ffff:192.168.1.1',
    '2002:7f00:1::1',
    '2002:c0a8:101::1',
    '2002:a9fe:a9fe::',
    '2002::',
    '64:ff9b::127.0.0.1',
    '64:ff9b::a00:1',
    '64:ff9b::',
    '::',
    '::1',
    '::0.0.0.0',
    'fe80::1%eth0',
  ])('refuses %s, an IPv6 form of a private, loopback, link-local or unspecified address', (address) => {
    expect(refusedAddressReason(address, production)).not.toBeNull();
    expect(() => checkWebhookUrl(`https://[${address.replace('%', '%25')}]/hook`, production)).toThrow(
      WebhookRefusedError,
    );
  });

  it('judges an IPv6 address by the public IPv4 address it embeds', () => {
    for (const address of ['2002:808:808::1', '64:ff9b::8.8.8.8', '::ffff:8.8.8.8', '2400:3200::1'])
      expect(refusedAddressReason(address, production)).toBeNull();
  });

  it('allows loopback only when asked for, and only its plain forms', () => {
    expect(refusedAddressReason('127.0.0.1', development)).toBeNull();
    expect(refusedAddressReason('::1', development)).toBeNull();
    expect(refusedAddressReason('::ffff:127.0.0.1', development)).not.toBeNull();
    expect(refusedAddressReason('2002:7f00:1::1', development)).not.toBeNull();
  });

  it('allows public https addresses, and http only to loopback outside production', () => {
    expect(checkWebhookUrl('https://oapi.dingtalk.com/robot/send?access_token=x', production).host).toBe(
      'oapi.dingtalk.com',
    );
    expect(checkWebhookUrl('http://127.0.0.1:8080/hook', development).port).toBe('8080');
    expect(() => checkWebhookUrl('http://127.0.0.1:8080/hook', production)).toThrow(WebhookRefusedError);
    expect(() => checkWebhookUrl('http://203.0.113.9/hook', development)).toThrow('https://');
    expect(() => checkWebhookUrl('https://10.0.0.1/hook', development)).toThrow('内网');
  });

  it('checks the address a name resolves to when connecting (a name for a loopback address is refused)', async () => {
    await expect(
      sendRobotMessage(
        { kind: 'wecom', url: 'https://localhost:9/hook', secret: null },
        { title: 't', lines: [], link: null },
        production,
      ),
    ).rejects.toThrow('本机');
    expect(refusedAddressReason('8.8.8.8', production)).toBeNull();
    expect(refusedAddressReason('100.64.0.1', development)).toMatch('内网');
  });

  it('never shows the key of an address', () => {
    expect(maskWebhookUrl('https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=abcd-1234')).toBe(
      'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?****',
    );
    expect(maskWebhookUrl('https://open.feishu.cn/open-apis/bot/v2/hook/0123456789abcdef')).toBe(
      'https://open.feishu.cn/open-apis/bot/v2/hook/0123****',
    );
  });
});

describe('sending to a robot', () => {
  let server: Server;
  let base = '';
  const received: { url: string; body: Record<string, unknown> }[] = [];
  let answer = { errcode: 0, errmsg: 'ok' } as Record<string, unknown>;
  beforeAll(async () => {
    server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      request.on('end', () => {
        received.push({ url: request.url ?? '', body: JSON.parse(text) as Record<string, unknown> });
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const message = {
    title: '【新公告】光缆采购',
    lines: ['订阅：光缆'],
    link: 'http://portal.test/noticeDetail?id=1',
  };

  it('posts WeCom markdown, DingTalk markdown with timestamp and sign in the query, Feishu text with its sign', async () => {
    const now = new Date(1_599_360_473_000);
    await sendRobotMessage(
      { kind: 'wecom', url: `${base}/wecom?key=k`, secret: null },
      message,
      development,
      now,
    );
    await sendRobotMessage(
      { kind: 'dingtalk', url: `${base}/ding?access_token=t`, secret: 'SECx' },
      message,
      development,
      now,
    );
    answer = { code: 0, msg: 'success' };
    await sendRobotMessage(
      { kind: 'feishu', url: `${base}/feishu`, secret: 'demo-feishu-secret' },
      message,
      development,
      now,
    );
    const [wecom, ding, feishu] = received;
    expect(wecom?.body).toEqual({
      msgtype: 'markdown',
      markdown: {
        content: expect.stringContaining('[【新公告】光缆采购](http://portal.test/noticeDetail?id=1)'),
      },
    });
    expect(ding?.url).toBe(
      `/ding?access_token=t&timestamp=1599360473000&sign=${dingTalkSign('SECx', 1_599_360_473_000)}`,
    );
    expect(ding?.body).toMatchObject({ msgtype: 'markdown', markdown: { title: '【新公告】光缆采购' } });
    expect(feishu?.body).toEqual({
      timestamp: '1599360473',
      sign: 'I14G+BylJBIS1VqI4nUg1mKqMAjMGZlFJGT36IJRUr8=',
      msg_type: 'text',
      content: { text: expect.stringContaining('光缆采购') },
    });
  });

  it('says the same for every connection failure, so answers tell nothing of which ports are open', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    // An open port that is no web server: it takes the connection and hangs up.
    const sockets: Socket[] = [];
    const hangUp = createNetServer((socket) => {
      sockets.push(socket);
      socket.end('SSH-2.0-OpenSSH_9.6\r\n');
    });
    await new Promise<void>((resolve) => hangUp.listen(0, '127.0.0.1', resolve));
    const hangUpPort = (hangUp.address() as AddressInfo).port;
    const failureAt = (port: number) =>
      sendRobotMessage(
        { kind: 'wecom', url: `http://127.0.0.1:${port}/hook`, secret: null },
        message,
        development,
      ).then(
        () => 'sent',
        (error: Error) => error.message,
      );
    try {
      const [closedFailure, hangUpFailure] = await Promise.all([
        failureAt(closedPort),
        failureAt(hangUpPort),
      ]);
      expect(closedFailure).toBe(hangUpFailure);
      expect(closedFailure).not.toMatch(/ECONN|socket|parse|hang up|\d{2,}/i);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => hangUp.close(() => resolve()));
    }
  });

  it('reports a robot that refuses the message (an error code with HTTP 200)', async () => {
    answer = { errcode: 93000, errmsg: 'invalid webhook url' };
    await expect(
      sendRobotMessage({ kind: 'wecom', url: `${base}/wecom?key=bad`, secret: null }, message, development),
    ).rejects.toThrow('错误码 93000：invalid webhook url');
  });
});
