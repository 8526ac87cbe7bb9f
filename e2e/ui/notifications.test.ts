import { describe, expect, inject, it } from 'vitest';
import { apiCallerAs } from '../support/auth.js';
import { useBrowser } from '../support/browser.js';
import { clientIps, openPageAs } from '../support/login-page.js';
import { saveScreens, unexpectedProblems } from '../support/page-helpers.js';

const browser = useBrowser();
const baseUrl = inject('baseUrl');

const nextIp = clientIps('10.87');

const apiAs = (userName: string) => apiCallerAs(baseUrl, userName, nextIp());

const chinaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());

describe('workspace notifications', () => {
  it('shows a 催办 in the bell of the step holder, and opens the work bench from it', async () => {
    const { page } = browser;
    const city = await apiAs('staff_city');
    const saved = await city<{ processInstID: string }>('/blacklist/create-negative-behaviour', {
      supplierCode: 'SUP100003',
      matterDescription: `E2E-${Date.now()} 铃铛提醒：交货严重延误`,
      reasonName: '串通投标',
      severity: '1',
      restrictedAreaName: '全国范围',
      effectTime: chinaToday(),
      submit: true,
    });
    await city('/process/remind-process', { processInstID: saved.processInstID, comment: '请尽快审核' });

    await openPageAs(page, baseUrl, 'staff_prov', '/purHome');
    const bell = page.getByRole('button', { name: /^消息通知，\d+ 条未读$/ });
    await bell.waitFor();
    const before = Number(/(\d+) 条未读/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
    expect(before).toBeGreaterThan(0);
    await bell.click();
    const item = page
      .locator('.ant-popover')
      .getByRole('button', { name: /【催办】负面行为黑名单发布/ })
      .first();
    await item.waitFor();
    await expect(item.textContent()).resolves.toContain('请尽快审核');
    await saveScreens(page, 'notifications-bell');

    await item.click();
    await page.waitForURL('**/purHome/workBench**');
    await page
      .getByRole('button', { name: `消息通知，${before - 1} 条未读` })
      .or(page.getByRole('button', { name: '消息通知' }))
      .first()
      .waitFor();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: /^消息通知/ }).click();
    await page
      .locator('.ant-popover')
      .getByRole('button', { name: /【催办】/ })
      .first()
      .waitFor();
    await saveScreens(page, 'notifications-bell-phone');
    expect(unexpectedProblems(browser.consoleProblems)).toEqual([]);
  }, 120_000);
});
