import { mkdir } from 'node:fs/promises';
import type { Locator, Page, Request } from 'playwright-core';
import { RESULTS_DIR } from './browser.js';

/**
 * Until React has hydrated the whole document: the page loads its scripts after its first paint (so the
 * load event does not wait for them) and hydrates in a transition, so on a loaded machine the network
 * falls quiet well before the page answers to the pointer.
 * React marks each node as it hydrates it. The document is committed first (a marked <body>), then each
 * Suspense boundary on its own (the public pages' parts), all of a boundary at once: hydrated when the
 * first element inside each boundary the server marked (<!--$-->…<!--/$-->) is marked too.
 */
export const waitForHydration = (page: Page, timeout?: number) =>
  page.waitForFunction(
    () => {
      // No functions declared in here: bundlers that keep function names wrap them in a helper that the
      // page does not have.
      const boundaryTops = [document.body];
      const comments = document.createTreeWalker(document.body, NodeFilter.SHOW_COMMENT);
      for (let comment = comments.nextNode(); comment; comment = comments.nextNode()) {
        if (comment.nodeValue !== '$') continue;
        let inside = comment.nextSibling;
        while (inside && inside.nodeType !== Node.ELEMENT_NODE && inside.nodeValue !== '/$')
          inside = inside.nextSibling;
        // React Router's streamed data scripts sit in a boundary of their own and are never hydrated.
        if (inside?.nodeType === Node.ELEMENT_NODE && inside.nodeName !== 'SCRIPT')
          boundaryTops.push(inside as HTMLElement);
      }
      return boundaryTops.every((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));
    },
    undefined,
    { timeout },
  );

/** Opens a page and waits until its scripts have loaded (no network for 500 ms) and hydrated. */
export const openPage = async (page: Page, path: string) => {
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  await waitForHydration(page);
  return response;
};

/**
 * Opens an anonymous page until it shows `shown`: right after a change of notices the shared page cache
 * serves its previous copy once while it renders the page again, as a visitor's reload then shows.
 */
export const openPageShowing = async (
  page: Page,
  path: string,
  shown: (page: Page) => Locator,
  timeoutMs = 30_000,
) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await openPage(page, path);
    const visible = await shown(page)
      .first()
      .waitFor({ timeout: 3_000 })
      .then(() => true)
      .catch(() => false);
    if (visible) return;
    if (Date.now() > deadline) throw new Error(`${path} never showed what was expected`);
  }
};

/** The body rows of the page's antd tables (lists, the work bench). */
export const tableRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

/**
 * Waits for a client navigation of a list to finish (address changed, no spinner). The rows may
 * still be painting: content checks after it poll.
 */
export const waitForList = async (page: Page, url: RegExp) => {
  await page.waitForURL(url);
  await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning'));
};

/**
 * Opens a pop-up of the workspace's horizontal menu and answers its item. The pop-up opens on pointer
 * movement, which a loaded machine may deliver before the menu listens: move away and hover again.
 */
export const workspaceMenuItem = async (page: Page, submenu: string, item: string) => {
  const title = page.getByRole('navigation', { name: '工作台菜单' }).getByText(submenu);
  const menuItem = page.getByRole('menuitem', { name: item });
  for (let attempt = 1; ; attempt += 1) {
    await page.mouse.move(0, 0);
    await title.hover();
    try {
      await menuItem.waitFor({ timeout: 5_000 });
      return menuItem;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
};

/**
 * Picks an option of a single-choice antd Select or TreeSelect (`optionSelector` names a tree's nodes;
 * `typed` is typed first into a searchable one) and waits until the field shows it; answers the
 * option's text. A click that lands while the dropdown still slides open (a loaded machine paints it
 * late) may not choose: open and pick again then.
 */
export const pickOption = async (
  page: Page,
  combobox: Locator,
  option: string | RegExp,
  typed?: string,
  optionSelector = '.ant-select-item-option',
) => {
  // The chosen label is text of the box around the input, marked `-content-has-value`.
  const chosen = combobox
    .locator('xpath=ancestor::*[contains(@class, "ant-select-content-has-value")][1]')
    .filter({ hasText: option });
  for (let attempt = 1; ; attempt += 1) {
    if ((await combobox.getAttribute('aria-expanded')) !== 'true') await combobox.click();
    if (typed) await combobox.fill(typed);
    const choice = page
      .locator(`.ant-select-dropdown:visible ${optionSelector}`, { hasText: option })
      .first();
    const text = (await choice.textContent()) ?? '';
    await choice.click();
    try {
      await chosen.waitFor({ timeout: 5_000 });
      return text;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
};

/** Screenshots for people to look at: the 1440×900 window and the whole page. */
export const saveScreens = async (page: Page, name: string) => {
  await mkdir(`${RESULTS_DIR}screens`, { recursive: true });
  await page.screenshot({ path: `${RESULTS_DIR}screens/${name}.png` });
  await page.screenshot({ path: `${RESULTS_DIR}screens/${name}-full.png`, fullPage: true });
};

/** Screenshots at the desktop width of the spec and a phone's (`<name>-1440`, `<name>-390`). */
export const saveScreensAtBothWidths = async (page: Page, name: string) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await saveScreens(page, `${name}-1440`);
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreens(page, `${name}-390`);
  await page.setViewportSize({ width: 1440, height: 900 });
};

/** The next browser call of an endpoint (path under /supportal/v1), to read what the page sent. */
export const nextApiRequest = (page: Page, endpointPath: string): Promise<Request> =>
  page.waitForRequest((request) => new URL(request.url()).pathname === `/supportal/v1${endpointPath}`);

/** Console problems that are not the expected 404 status of a "not found" page. */
export const unexpectedProblems = (problems: readonly string[]) =>
  problems.filter((text) => !/status of 404/.test(text));
