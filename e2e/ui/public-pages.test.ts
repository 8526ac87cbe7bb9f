import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.js';
import { openPage, saveScreens } from '../support/page-helpers.js';

const browser = useBrowser();

describe('download zone, company introduction and announcement', () => {
  it('lists the download zone in three columns and downloads a file under its Chinese name', async () => {
    const { page } = browser;
    await openPage(page, '/downMore');
    await expect(page.getByRole('heading', { name: '下载专区', level: 1 }).isVisible()).resolves.toBe(true);
    const grid = page.getByRole('main').getByRole('list').last();
    const columns = await grid.evaluate(
      (element) => getComputedStyle(element).gridTemplateColumns.split(' ').length,
    );
    expect(columns).toBe(3);
    const downloadLinks = grid.getByRole('link', { name: /^下载 / });
    expect(await downloadLinks.count()).toBeGreaterThan(3);
    const name = ((await downloadLinks.first().getAttribute('aria-label')) ?? '').replace(/^下载 /, '');
    expect(name).toMatch(/[\u4e00-\u9fa5]/);
    const [download] = await Promise.all([page.waitForEvent('download'), downloadLinks.first().click()]);
    expect(download.suggestedFilename()).toBe(name);
    await saveScreens(page, 'downloads');
    expect(browser.consoleProblems).toEqual([]);
  });

  it('shows the company introduction', async () => {
    const { page } = browser;
    await openPage(page, '/companyIntro');
    await expect(page.getByRole('heading', { name: '公司介绍', level: 1 }).isVisible()).resolves.toBe(true);
    for (const heading of ['主营业务', '阳光采购', '合作共赢']) {
      await expect(page.getByRole('heading', { name: heading, level: 2 }).isVisible()).resolves.toBe(true);
    }
    await saveScreens(page, 'company-intro');
    expect(browser.consoleProblems).toEqual([]);
  });

  it('shows the announcement table with its filters; 查询 and 重置 do nothing', async () => {
    const { page } = browser;
    await openPage(page, '/announcement');
    const form = page.getByRole('form', { name: '公告公示筛选' });
    for (const label of ['省份', '单位', '公告标题']) {
      await expect(form.getByLabel(label).isVisible()).resolves.toBe(true);
    }
    // Provinces come from the area call, units from the three-level org call.
    await form.getByLabel('省份').fill('广东');
    await page.locator('.ant-select-item-option[title="广东省"]').click();
    await form.getByLabel('单位').click();
    await page.locator('.ant-select-item-option', { hasText: '广东省分公司' }).first().waitFor();
    await form.getByLabel('单位').press('Escape');
    expect(await page.locator('.ant-table-thead th').allTextContents()).toEqual([
      '序号',
      '省份',
      '单位',
      '公告标题',
      '发布日期',
    ]);
    const calls: string[] = [];
    page.on('request', (request) => calls.push(request.url()));
    const before = page.url();
    await form.getByRole('button', { name: /查\s*询/ }).click();
    await form.getByRole('button', { name: /重\s*置/ }).click();
    expect(page.url()).toBe(before);
    expect(calls).toEqual([]);
    await saveScreens(page, 'announcement');
    expect(browser.consoleProblems).toEqual([]);
  });
});
