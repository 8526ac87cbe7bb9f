import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiCallerAs } from '../support/auth.js';
import { useBrowser } from '../support/browser.js';
import { openPageAs, useOwnClientIp } from '../support/login-page.js';
import { saveScreensAtBothWidths, unexpectedProblems } from '../support/page-helpers.js';

const browser = useBrowser();
const baseUrl = inject('baseUrl');

const PER_UNIT = '各单位发布公告数';
const PER_MONTH = '每月发布公告数（按类型）';

const cardOf = (page: Page, title: string) =>
  page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: title }) });

/** The table of a card as text cells, heading first. */
const tableCells = async (card: Locator) => {
  const table = card.locator('table');
  const heading = await table.locator('thead th').allInnerTexts();
  const rows = await table.locator('tbody tr.ant-table-row').all();
  const body = await Promise.all(rows.map((row) => row.locator('td').allInnerTexts()));
  return [heading.map((cell) => cell.trim()), ...body.map((row) => row.map((cell) => cell.trim()))];
};

/** The CSV a card's 导出 CSV downloads, as cells (the byte-order mark checked and dropped). */
const downloadedCsv = async (page: Page, card: Locator) => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: /导出 CSV/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^.+_\d{4}-\d{2}_\d{4}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path()) ?? '');
  expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  return bytes
    .toString('utf8')
    .slice(1)
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','));
};

/** Opens 统计分析 from the menu and answers the unit names of its by-unit table. */
const openStatistics = async (page: Page, userName: string) => {
  await openPageAs(page, baseUrl, userName, '/purHome/statistics');
  await page.getByRole('heading', { name: '统计分析' }).waitFor();
  const perUnit = cardOf(page, PER_UNIT);
  await perUnit.locator('.recharts-bar-rectangle').first().waitFor({ timeout: 30_000 });
  const cells = await tableCells(perUnit);
  // The chart draws one bar per row of its table.
  expect(await perUnit.locator('.recharts-bar-rectangle').count()).toBe(cells.length - 1);
  // Its CSV holds exactly the table's numbers (names whole, counts as digits).
  expect(await downloadedCsv(page, perUnit)).toEqual(cells);
  const perMonth = cardOf(page, PER_MONTH);
  expect(await perMonth.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
  expect(await downloadedCsv(page, perMonth)).toEqual(await tableCells(perMonth));
  // Every chart with numbers drew its SVG.
  const drawn = await page.locator('figure .recharts-surface').count();
  expect(drawn).toBeGreaterThanOrEqual(3);
  return cells.slice(1).map((row) => row[0] ?? '');
};

/** The names of 江苏's units (staff_prov's unit and the ones below it), as the console lists them. */
const jiangsuUnits = async (page: Page) => {
  const call = await apiCallerAs(baseUrl, 'staff_prov', await useOwnClientIp(page));
  const units = await call<{ orgName: string }[]>('/notice-console/query-publishing-units');
  return new Set(units.map((unit) => unit.orgName));
};

describe('统计分析 in the browser', () => {
  it('draws staff_prov’s charts of Jiangsu’s units only, each table equal to its CSV', async () => {
    const { page } = browser;
    const units = await openStatistics(page, 'staff_prov');
    const jiangsu = await jiangsuUnits(page);
    expect(units.length).toBeGreaterThan(0);
    for (const unit of units) expect(jiangsu.has(unit) || /^其他\d+个单位$/.test(unit), unit).toBe(true);
    await saveScreensAtBothWidths(page, 'statistics-province');
    // On a phone the by-unit table wraps its long names: each count stays in view beside its unit.
    await page.setViewportSize({ width: 390, height: 844 });
    const counts = cardOf(page, PER_UNIT).locator('tbody tr.ant-table-row td:nth-child(2)');
    for (const box of await Promise.all((await counts.all()).map((cell) => cell.boundingBox())))
      expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(unexpectedProblems(browser.consoleProblems)).toEqual([]);
  }, 180_000);

  it('draws staff_hq’s charts of every unit', async () => {
    const { page } = browser;
    const units = await openStatistics(page, 'staff_hq');
    const jiangsu = await jiangsuUnits(page);
    expect(units.filter((unit) => !jiangsu.has(unit)).length).toBeGreaterThan(0);
    await saveScreensAtBothWidths(page, 'statistics-headquarters');
    expect(unexpectedProblems(browser.consoleProblems)).toEqual([]);
  }, 180_000);
});
