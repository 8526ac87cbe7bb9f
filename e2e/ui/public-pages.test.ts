import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.js';
import { openPage, saveScreens, tableRows, waitForList } from '../support/page-helpers.js';

const browser = useBrowser();

const titleLinks = (page: Page) => page.locator('.ant-table-tbody a');

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

  it('lists the 公示 notices on /announcement: 查询 by title narrows, 重置 clears, the pager pages', async () => {
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
    await form.getByRole('button', { name: /重\s*置/ }).click();

    // Every row is a notice of a 公示 type, 20 to a page, numbered across pages.
    await openPage(page, '/announcement');
    const totalOf = async () =>
      Number(/\d+/.exec((await page.getByText(/^共 \d+ 条$/).textContent()) ?? '')?.[0]);
    const allTotal = await totalOf();
    expect(allTotal).toBeGreaterThan(20);
    expect(await tableRows(page).count()).toBe(20);
    expect(await tableRows(page).first().locator('td').first().textContent()).toBe('1');
    // The link's title attribute: its text also holds the hidden 新窗口 hint.
    const firstTitle = (await titleLinks(page).first().getAttribute('title')) ?? '';

    await page.locator('.ant-pagination-item-2').click();
    await waitForList(page, /current=2/);
    await expect.poll(() => titleLinks(page).first().getAttribute('title')).not.toBe(firstTitle);
    expect(await tableRows(page).first().locator('td').first().textContent()).toBe('21');

    // 查询 by the words of one title: fewer notices, each with them, the filter in the address, page 1.
    const title = firstTitle.replace(/^【[^】]*】/, '');
    await form.getByLabel('公告标题').fill(title);
    await form.getByRole('button', { name: /查\s*询/ }).click();
    await waitForList(page, /noticeTitle=/);
    expect(new URL(page.url()).searchParams.get('noticeTitle')).toBe(title);
    expect(new URL(page.url()).searchParams.get('current')).toBeNull();
    await expect.poll(totalOf).toBeLessThan(allTotal);
    const titles = await titleLinks(page).evaluateAll((links) =>
      links.map((link) => link.getAttribute('title') ?? ''),
    );
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((text) => text.includes(title))).toBe(true);

    await form.getByRole('button', { name: /重\s*置/ }).click();
    await waitForList(page, /\/announcement$/);
    await expect.poll(() => form.getByLabel('公告标题').inputValue()).toBe('');
    await expect.poll(totalOf).toBe(allTotal);
    await saveScreens(page, 'announcement');
    expect(browser.consoleProblems).toEqual([]);
  });

  it('fits /announcement into a 390 px phone without sideways scrolling', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, '/announcement');
    await tableRows(page).first().waitFor();
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBe(clientWidth);
    await saveScreens(page, 'announcement-390');
    expect(browser.consoleProblems).toEqual([]);
  });
});
