import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { E2E_CAPTCHA, waitForOutboxMessage } from '../support/auth.js';
import { useBrowser } from '../support/browser.js';
import { openedDialog, openLoginCard, submitLogin, toast, useOwnClientIp } from '../support/login-page.js';
import { startServer, stopServer, type TStartedServer } from '../support/server-process.js';

const browser = useBrowser();

/** A server of its own whose codes live 2 seconds, so expiry is seen without waiting 5 minutes. */
describe('an expired code', () => {
  let server: TStartedServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'supportal-e2e-expiry-'));
    server = await startServer({
      DATA_DIR: dataDir,
      DEMO_NOTICE_COUNT: '20',
      NODE_ENV: 'test',
      DEV_FIXED_CAPTCHA: E2E_CAPTCHA,
      CODE_TTL_SECONDS: '2',
    });
  });
  afterAll(async () => {
    if (server) await stopServer(server);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('is refused with a clear message', async () => {
    const { page } = browser;
    await useOwnClientIp(page);
    const card = await openLoginCard(page, `${server.url}/home`);
    await submitLogin(card, 'demo_supplier');
    const dialog = await openedDialog(page, '身份验证');
    const sentAt = Date.now();
    await dialog.getByRole('button', { name: '发送验证码' }).click();
    const message = await waitForOutboxMessage(dataDir, '13800138000', sentAt);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await dialog.getByPlaceholder('请输入6位验证码').fill(message.code);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '验证码已过期，请重新获取').waitFor();
  });
});
