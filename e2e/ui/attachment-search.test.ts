import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser.js';
import { openPage, saveScreensAtBothWidths, tableRows } from '../support/page-helpers.js';

const browser = useBrowser();

/** In the demo this word is only inside attachments: the qualification chapter of procurement PDFs. */
const ATTACHMENT_WORD = '防盗螺栓';
/** The server reads the demo's attachments after it starts; the first are searchable within seconds. */
const EXTRACTION_WAIT_MS = 180_000;

/** Opens the search until the job has read attachments that hold the word (reloads between looks). */
const openResultsOnceRead = async (page: Page, path: string) => {
  const deadline = Date.now() + EXTRACTION_WAIT_MS;
  for (;;) {
    await openPage(page, path);
    if ((await tableRows(page).count()) > 0) return;
    if (Date.now() > deadline) throw new Error(`no result for ${path} within ${EXTRACTION_WAIT_MS} ms`);
    await page.waitForTimeout(3_000);
  }
};

describe('search inside attachments', () => {
  it('finds a notice by a word only in its attachment, says 附件《…》第 N 页 and opens the PDF at that page', async () => {
    const { page } = browser;
    await openResultsOnceRead(page, `/search?keyword=${encodeURIComponent(ATTACHMENT_WORD)}`);
    const first = tableRows(page).first();
    const hit = first.locator('td:nth-child(3) p');
    await expect(hit.textContent()).resolves.toMatch(
      new RegExp(`^命中位置：附件《采购文件-第\\d包\\.pdf》第 2 页.*${ATTACHMENT_WORD}`),
    );
    await expect(hit.locator('mark').first().textContent()).resolves.toBe(ATTACHMENT_WORD);
    // The word is in no title: the notice was found by its attachment alone.
    await expect(first.locator('td:nth-child(3) a').first().textContent()).resolves.not.toContain(
      ATTACHMENT_WORD,
    );
    // The scope 附件 finds it too, and 标题 / 正文 do not.
    await openPage(page, `/search?keyword=${encodeURIComponent(ATTACHMENT_WORD)}&scope=body`);
    await expect(tableRows(page).count()).resolves.toBe(0);
    await openResultsOnceRead(
      page,
      `/search?keyword=${encodeURIComponent(ATTACHMENT_WORD)}&scope=attachment`,
    );
    await saveScreensAtBothWidths(page, 'attachment-search');

    const link = tableRows(page).first().locator('td:nth-child(3) p a');
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/supportal\/v1\/file\/download-get\?fileId=\d+&disposition=inline#page=2$/);
    const file = await page.request.get(href.replace(/#.*$/, ''));
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect(file.headers()['content-disposition']).toMatch(/^inline; /);
    const [viewer] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    expect(viewer.url()).toMatch(/disposition=inline#page=2$/);
    await viewer.close();
    expect(browser.consoleProblems).toEqual([]);
  }, 300_000);
});
