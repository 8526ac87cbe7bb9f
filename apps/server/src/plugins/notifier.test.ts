import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createNotifier, type TCodeMessage } from './notifier.js';

const message = (channel: TCodeMessage['channel']): TCodeMessage => ({
  channel,
  recipient: channel === 'sms' ? '13800138000' : 'someone@example.com',
  subject: '验证码',
  text: '您的验证码是 123456',
  code: '123456',
});

describe('code notifier without a transport', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'supportal-notifier-'));
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  it('writes the code to the outbox in a demo', async () => {
    const notifier = createNotifier({ outboxDir: dir, smtpFrom: 'x <x@example.com>' });
    await notifier.send(message('sms'));
    expect((await readdir(dir)).filter((name) => name.endsWith('.json'))).toHaveLength(1);
  });

  it('refuses to send in a deployment (no outbox)', async () => {
    const notifier = createNotifier({
      outboxDir: null,
      smtpUrl: 'smtp://127.0.0.1:1',
      smtpFrom: 'x <x@example.com>',
    });
    await expect(notifier.send(message('sms'))).rejects.toThrow(/SMS_GATEWAY_URL/);
    expect(notifier.describe().sms).toBe('未配置');
    await notifier.close();
  });
});
