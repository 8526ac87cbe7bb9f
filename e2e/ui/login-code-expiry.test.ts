import { describe, it } from 'vitest';
import { E2E_CAPTCHA, waitForOutboxMessage } from '../support/auth.js';
import { useBrowser } from '../support/browser.js';
import { enterCode, startCodeLogin, toast } from '../support/login-page.js';
import { useOwnServer } from '../support/own-server.js';

const browser = useBrowser();

/** A server of its own whose codes live 2 seconds, so expiry is seen without waiting 5 minutes. */
describe('an expired code', () => {
  const server = useOwnServer('expiry', () => ({
    DEMO_NOTICE_COUNT: '20',
    NODE_ENV: 'test',
    DEV_FIXED_CAPTCHA: E2E_CAPTCHA,
    CODE_TTL_SECONDS: '2',
  }));

  it('is refused with a clear message', async () => {
    const { page } = browser;
    const { dialog } = await startCodeLogin(page, 'demo_supplier', `${server.url}/home`);
    const sentAt = Date.now();
    await dialog.getByRole('button', { name: '发送验证码' }).click();
    const message = await waitForOutboxMessage(server.dataDir, '13800138000', sentAt);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await enterCode(dialog, message.code);
    await toast(page, '验证码已过期，请重新获取').waitFor();
  });
});
