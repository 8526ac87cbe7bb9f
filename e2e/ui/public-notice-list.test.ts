import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.js';
import { nextApiRequest, openPage, saveScreens, tableRows, waitForList } from '../support/page-helpers.js';

const browser = useBrowser();

const table = (page: Page) => page.locator('.ant-table-tbody');
const searchParams = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

describe('notice list', () => {
  it('shows the side nav, filters and 20 rows with the title prefix, alternating and greyed rows', async () => {
    const { page } = browser;
    await openPage(page, '/purAnnouncement?purchaseNoticeType=2');
    await expect(page.getByRole('heading', { name: '采购公告', level: 1 }).isVisible()).resolves.toBe(true);
    const nav = page.getByRole('navigation', { name: '采购公告栏目' });
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      '采购公告',
      '候选人公示',
      '采购结果公示',
      '候选人及结果公示',
      '物资拍卖',
      '预告公告',
    ]);
    expect(await page.locator('.ant-table-thead th').allTextContents()).toEqual([
      '采购单位',
      '公告标题',
      '发布时间',
      '生效时间',
      '失效时间',
    ]);
    expect(await tableRows(page).count()).toBe(20);
    const titles = await table(page).locator('a').allTextContents();
    expect(titles.some((title) => /^【[^】]+】/.test(title))).toBe(true);
    const link = table(page).locator('a').first();
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');

    // Alternating rows differ in background; a disabled notice is grey yet still a link.
    const background = (index: number) =>
      tableRows(page)
        .nth(index)
        .locator('td')
        .first()
        .evaluate((cell) => getComputedStyle(cell).backgroundColor);
    expect(await background(0)).not.toBe(await background(1));
    const disabled = table(page).locator('a', { hasText: '（已失效）' }).first();
    await openPage(page, '/purAnnouncement?purchaseNoticeType=2&size=100');
    expect(await disabled.count()).toBe(1);
    const color = await disabled.evaluate((element) => getComputedStyle(element).color);
    // Grey, yet 4.5:1 on the striped rows (#666f7c).
    expect(color).toBe('rgb(102, 111, 124)');
    expect(await disabled.getAttribute('href')).toMatch(/^\/noticeDetail\?id=\d+$/);
    await openPage(page, '/purAnnouncement?purchaseNoticeType=2');
    await saveScreens(page, 'notice-list');
    expect(browser.consoleProblems).toEqual([]);
  });

  it('filters by title, unit and publish time; reset clears the filters', async () => {
    const { page } = browser;
    await openPage(page, '/purAnnouncement?purchaseNoticeType=2');
    const form = page.getByRole('form', { name: '公告筛选' });
    await form.getByLabel('公告标题').fill('采购');
    await form.getByLabel('采购单位').fill('总部');
    await form.getByPlaceholder('开始日期').fill('2025-01-01');
    // Enter confirms the picker's date and may already submit the form (then 查询 finds the answer
    // cached and sends nothing): listen from before it.
    const request = nextApiRequest(page, '/obp-notice/query-notice');
    await form.getByPlaceholder('结束日期').fill('2030-12-31');
    await form.getByPlaceholder('结束日期').press('Enter');
    await form.getByRole('button', { name: /查\s*询/ }).click();
    expect((await request).postDataJSON()).toMatchObject({
      purchaseNoticeType: '2',
      noticeTitle: '采购',
      orgName: '总部',
      publicationTimeStart: '2025-01-01 00:00:00',
      publicationTimeEnd: '2030-12-31 23:59:59',
      current: 1,
      size: 20,
    });
    await waitForList(page, /noticeTitle=/);
    expect(searchParams(page)).toMatchObject({
      noticeTitle: '采购',
      orgName: '总部',
      startDate: '2025-01-01',
    });
    const units = () => tableRows(page).locator('td:first-child').allTextContents();
    await expect.poll(async () => (await units()).every((unit) => unit.includes('总部'))).toBe(true);
    expect((await units()).length).toBeGreaterThan(0);

    await form.getByRole('button', { name: /重\s*置/ }).click();
    await waitForList(page, /^[^?]*\?purchaseNoticeType=2$/);
    await expect.poll(() => form.getByLabel('公告标题').inputValue()).toBe('');
    await expect.poll(() => tableRows(page).count()).toBe(20);
  });

  it('pages with the pager, the 到第 jumper and the page sizes', async () => {
    const { page } = browser;
    await openPage(page, '/purAnnouncement?purchaseNoticeType=2');
    const firstTitle = await table(page).locator('a').first().textContent();
    const pager = page.locator('.ant-pagination');
    await expect(page.getByText(/^共 \d+ 条$/).isVisible()).resolves.toBe(true);

    await pager.locator('.ant-pagination-item-2').click();
    await waitForList(page, /current=2/);
    await expect.poll(() => table(page).locator('a').first().textContent()).not.toBe(firstTitle);

    await expect(pager.getByText('到第').isVisible()).resolves.toBe(true);
    const jumper = pager.locator('.ant-pagination-options-quick-jumper input');
    await jumper.fill('3');
    await jumper.press('Enter');
    await waitForList(page, /current=3/);
    await pager.locator('.ant-pagination-item-active', { hasText: '3' }).waitFor();

    await page.getByRole('combobox', { name: '每页条数' }).click();
    await page.locator('.ant-select-item-option', { hasText: '50 条/页' }).click();
    await waitForList(page, /size=50/);
    expect(searchParams(page).current).toBeUndefined();
    await tableRows(page).nth(49).waitFor();
    expect(await tableRows(page).count()).toBe(50);
    expect(browser.consoleProblems).toEqual([]);
  });

  it('switches level tabs and side-nav entries, opened from a home 更多 link', async () => {
    const { page } = browser;
    await openPage(page, '/purAnnouncement?name=more&purchaseNoticeType=2&activeIndex=2');
    expect(await page.getByRole('tab', { name: '地市', selected: true }).count()).toBe(1);
    for (const unit of await tableRows(page).locator('td:first-child').allTextContents()) {
      expect(unit).not.toMatch(/总部$|省分公司$/);
    }
    await page.getByRole('tab', { name: '全部' }).click();
    await waitForList(page, /^((?!activeIndex).)*$/);

    const nav = page.getByRole('navigation', { name: '采购公告栏目' });
    await nav.getByRole('link', { name: '物资拍卖' }).click();
    await waitForList(page, /purchaseNoticeType=16/);
    await page.getByRole('heading', { name: '物资拍卖', level: 1 }).waitFor();
    expect(await nav.getByRole('link', { name: '物资拍卖' }).getAttribute('aria-current')).toBe('page');
  });

  it('lists history notices with the history types in the side nav', async () => {
    const { page } = browser;
    await openPage(page, '/purAnnouncement?purchaseNoticeType=2&isHis=true');
    const nav = page.getByRole('navigation', { name: '历史公告栏目' });
    const entries = await nav.getByRole('link').allTextContents();
    expect(entries[0]).toBe('全部历史公告');
    expect(entries).toContain('采购公告');
    expect(await tableRows(page).count()).toBeGreaterThan(0);

    const request = nextApiRequest(page, '/obp-notice/query-notice');
    await nav.getByRole('link', { name: '全部历史公告' }).click();
    expect((await request).postDataJSON()).toMatchObject({ isHistory: '1' });
    await waitForList(page, /purchaseNoticeType=his/);
    expect(searchParams(page).isHis).toBe('true');
    await saveScreens(page, 'notice-list-history');
    expect(browser.consoleProblems).toEqual([]);
  });
});

describe('intellectual-property list (type 47)', () => {
  it('shows the hint, the index column and the IP columns', async () => {
    const { page } = browser;
    await openPage(page, '/purAnnouncement?purchaseNoticeType=47&resultsNoticeType=2');
    await expect(
      page.getByText(/专利市场匹配、价格评估、商务洽谈、协议签订及备案/).isVisible(),
    ).resolves.toBe(true);
    expect(await page.locator('.ant-table-thead th').allTextContents()).toEqual([
      '序号',
      '知识产权名称',
      '转化方式',
      '生效时间',
    ]);
    expect(await tableRows(page).first().locator('td').first().textContent()).toBe('1');
    await saveScreens(page, 'notice-list-ip');
  });

  it('joins multi-selects with commas, bounds the effective time and shows matching rows', async () => {
    const { page } = browser;
    await openPage(page, '/purAnnouncement?purchaseNoticeType=47&resultsNoticeType=2');
    const form = page.getByRole('form', { name: '公告筛选' });
    const choose = async (label: string, options: string[]) => {
      await form.getByLabel(label).click();
      // antd's role=option elements are zero-width (for screen readers); click the visible items.
      for (const option of options) await page.locator(`.ant-select-item-option[title="${option}"]`).click();
      await form.getByLabel(label).press('Escape');
    };
    await choose('转化方式', ['转让', '许可']);
    await choose('所属领域', ['通信技术', '物联网', '人工智能', '新能源']);
    await form.getByPlaceholder('开始日期').fill('2020-01-01');
    // Enter confirms the picker's date and may already submit the form (then 查询 finds the answer
    // cached and sends nothing): listen from before it.
    const request = nextApiRequest(page, '/obp-notice/query-notice');
    await form.getByPlaceholder('结束日期').fill('2035-12-31');
    await form.getByPlaceholder('结束日期').press('Enter');
    await form.getByRole('button', { name: /查\s*询/ }).click();
    const body = (await request).postDataJSON();
    expect(body).toMatchObject({
      purchaseNoticeType: '47',
      resultsNoticeType: '2',
      conversionMethod: '01,02',
      transformationField: '01,03,04,02',
      effectTimeStart: '2020-01-01 00:00:00',
      effectTimeEnd: '2035-12-31 23:59:59',
    });
    await waitForList(page, /conversionMethod=/);
    const methods = () => tableRows(page).locator('td:nth-child(3)').allTextContents();
    await expect.poll(async () => (await methods()).every((method) => /转让|许可/.test(method))).toBe(true);
    expect((await methods()).length).toBeGreaterThan(0);
    expect(browser.consoleProblems).toEqual([]);
  });

  it('queries when Enter is pressed in the name field', async () => {
    const { page } = browser;
    await openPage(page, '/purAnnouncement?purchaseNoticeType=47&resultsNoticeType=2');
    const someName = ((await table(page).locator('a').first().textContent()) ?? '').slice(0, 4);
    const name = page.getByRole('form', { name: '公告筛选' }).getByLabel('知识产权名称');
    await name.fill(someName);
    const request = nextApiRequest(page, '/obp-notice/query-notice');
    await name.press('Enter');
    expect((await request).postDataJSON()).toMatchObject({ noticeTitle: someName });
    await waitForList(page, /noticeTitle=/);
    await expect
      .poll(async () =>
        (await table(page).locator('a').allTextContents()).every((title) => title.includes(someName)),
      )
      .toBe(true);
  });
});
