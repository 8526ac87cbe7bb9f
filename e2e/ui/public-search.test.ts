import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.js';
import { nextApiRequest, openPage, saveScreens, tableRows } from '../support/page-helpers.js';

const browser = useBrowser();

const typeList = (page: Page) => page.getByRole('navigation', { name: '按公告类型筛选' });
const KEYWORD = '光缆';

/** Label and count of every entry of the left type list. */
const typeEntries = async (page: Page) =>
  (await typeList(page).getByRole('link').all()).map(async (link) => ({
    label: (await link.locator('span').first().textContent()) ?? '',
    count: Number(await link.locator('span').last().textContent()),
  }));

describe('search', () => {
  it('lists the matches with counts per type; supplier negative behaviour stays hidden', async () => {
    const { page } = browser;
    await openPage(page, `/search?keyword=${encodeURIComponent(KEYWORD)}`);
    const entries = await Promise.all(await typeEntries(page));
    expect(entries[0]?.label).toBe('全部');
    expect(entries.map((entry) => entry.label)).not.toContain('供应商不良行为');
    const sum = entries.slice(1).reduce((total, entry) => total + entry.count, 0);
    expect(entries[0]?.count).toBe(sum);
    expect(sum).toBeGreaterThan(0);
    expect(await page.locator('.ant-table-thead th').allTextContents()).toEqual([
      '采购单位',
      '公告类型',
      '公告标题',
      '发布时间',
      '生效时间',
      '失效时间',
    ]);
    // Each result shows where it matched: the title, or the body with the keyword marked in the text
    // around the match.
    // The title is each cell's first link (an attachment hit adds a link to the file after it).
    const titles = await tableRows(page)
      .locator('td:nth-child(3)')
      .evaluateAll((cells) => cells.map((cell) => cell.querySelector('a')?.textContent ?? ''));
    const hits = await tableRows(page).locator('td:nth-child(3) p').allTextContents();
    expect(hits.length).toBe(Math.min(20, sum));
    hits.forEach((hit, index) => {
      if (hit === '命中位置：标题') expect(titles[index]).toContain(KEYWORD);
      else expect(hit).toMatch(new RegExp(`^命中位置：(正文|附件《[^》]+》(第 \\d+ 页)?).*${KEYWORD}`));
    });
    const bodyHits = hits.filter((hit) => hit !== '命中位置：标题').length;
    const marked = await tableRows(page).locator('mark').allTextContents();
    expect(marked.length).toBeGreaterThanOrEqual(bodyHits);
    if (bodyHits > 0) expect(new Set(marked)).toEqual(new Set([KEYWORD]));
    await expect(page.getByText(`“${KEYWORD}”共找到 ${sum} 条公告`).isVisible()).resolves.toBe(true);
    await saveScreens(page, 'search');
    expect(browser.consoleProblems).toEqual([]);
  });

  it('narrows to a type from page 1 and reloads list and counts; rows open the detail in a new tab', async () => {
    const { page } = browser;
    await openPage(page, `/search?keyword=${encodeURIComponent(KEYWORD)}&current=2`);
    const entries = await Promise.all(await typeEntries(page));
    const target = entries.find((entry, index) => index > 0 && entry.count > 0);
    if (!target) throw new Error('no type has matches');

    const request = nextApiRequest(page, '/obp-notice/search-notice-list');
    await typeList(page)
      .getByRole('link', { name: new RegExp(`^${target.label}`) })
      .click();
    const body = (await request).postDataJSON();
    expect(body).toMatchObject({ fullTextQuery: KEYWORD, fullTextScope: 'all', isCount: true, current: 1 });
    expect(body.purchaseNoticeType).toBeTruthy();
    await page.waitForURL(/purchaseNoticeType=/);
    expect(new URL(page.url()).searchParams.get('current')).toBeNull();
    await expect
      .poll(async () =>
        (await tableRows(page).locator('td:nth-child(2)').allTextContents()).every(
          (type) => type === target.label,
        ),
      )
      .toBe(true);
    expect(await tableRows(page).count()).toBe(Math.min(20, target.count));

    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      tableRows(page).first().locator('td').first().click(),
    ]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe('/noticeDetail');
    await popup.getByRole('heading', { level: 1 }).waitFor();
    await popup.close();
  });

  it('finds notices holding every word of "光缆 采购", and body matches with the words marked in the 正文 scope', async () => {
    const { page } = browser;
    await openPage(page, `/search?keyword=${encodeURIComponent('光缆 采购')}`);
    const ids = await tableRows(page)
      .locator('td:nth-child(3)')
      .evaluateAll((cells) =>
        cells.map((cell) =>
          new URL(cell.querySelector('a')?.href ?? '', location.href).searchParams.get('id'),
        ),
      );
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      const response = await fetch(`${browser.baseUrl}/supportal/v1/obp-notice/get-notice-by-id`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id }),
      });
      const { data } = (await response.json()) as { data: { noticeTitle: string; noticeContent: string } };
      const text = `${data.noticeTitle}\n${data.noticeContent.replace(/<[^>]*>/g, '')}`;
      if (!text.includes('光缆')) {
        // Not in title or body: then inside one of its attachments (全部 covers them).
        const inAttachments = await fetch(`${browser.baseUrl}/supportal/v1/obp-notice/search-notice-list`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            noticeTitle: data.noticeTitle.slice(0, 50),
            fullTextQuery: '光缆',
            fullTextScope: 'attachment',
            size: 50,
          }),
        });
        const found = ((await inAttachments.json()) as { data: { records: { noticeId: string }[] } }).data;
        expect(
          found.records.map((record) => record.noticeId),
          `notice ${id}`,
        ).toContain(id);
      }
      expect(text, `notice ${id}`).toContain('采购');
    }

    const form = page.getByRole('main').getByRole('search');
    await form.getByRole('combobox', { name: '搜索范围' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="正文"]').click();
    await form.getByRole('button', { name: /搜\s*索/ }).click();
    await page.waitForURL(/scope=body/);
    const hits = tableRows(page).locator('td:nth-child(3) p');
    await expect.poll(async () => (await hits.first().textContent()) ?? '').toMatch(/^命中位置：正文/);
    for (const hit of await hits.all()) {
      expect(await hit.locator('span').textContent()).toBe('命中位置：正文');
      const marked = await hit.locator('mark').allTextContents();
      expect(marked.length).toBeGreaterThan(0);
      for (const word of marked) expect(['光缆', '采购']).toContain(word);
    }
    await saveScreens(page, 'search-full-text');
  });

  it('shows IP name, conversion method and publication time for intellectual property', async () => {
    const { page } = browser;
    await openPage(page, `/search?keyword=${encodeURIComponent('一种')}&purchaseNoticeType=47`);
    expect(await page.locator('.ant-table-thead th').allTextContents()).toEqual([
      '知识产权名称',
      '转化方式',
      '发布时间',
    ]);
    expect(await tableRows(page).count()).toBeGreaterThan(0);
  });

  it('warns on an empty keyword and resets keyword and type', async () => {
    const { page } = browser;
    await openPage(page, `/search?keyword=${encodeURIComponent(KEYWORD)}&purchaseNoticeType=2`);
    const form = page.getByRole('main').getByRole('search');
    await form.getByRole('button', { name: /重\s*置/ }).click();
    await page.waitForURL(/\/search$/);
    await page.getByText('请输入关键字后搜索公告的标题、正文和附件。').waitFor();
    expect(await form.getByLabel('搜索内容').inputValue()).toBe('');
    expect(await tableRows(page).count()).toBe(0);
    await expect(page.locator('.ant-empty-description', { hasText: '暂无数据' }).isVisible()).resolves.toBe(
      true,
    );

    await form.getByRole('button', { name: /搜\s*索/ }).click();
    await page.getByText('请输入搜索内容').waitFor();
    expect(new URL(page.url()).search).toBe('');
    await saveScreens(page, 'search-empty');
  });
});
