import { mkdir } from 'node:fs/promises';
import type { Page, Request } from 'playwright-core';
import { RESULTS_DIR } from './browser.js';

/** Opens a page and waits until its scripts have loaded and hydrated (no network for 500 ms). */
export const openPage = async (page: Page, path: string) => {
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  return response;
};

/** Screenshots for people to look at: the 1440×900 window and the whole page. */
export const saveScreens = async (page: Page, name: string) => {
  await mkdir(`${RESULTS_DIR}screens`, { recursive: true });
  await page.screenshot({ path: `${RESULTS_DIR}screens/${name}.png` });
  await page.screenshot({ path: `${RESULTS_DIR}screens/${name}-full.png`, fullPage: true });
};

/** The next browser call of an endpoint (path under /supportal/v1), to read what the page sent. */
export const nextApiRequest = (page: Page, endpointPath: string): Promise<Request> =>
  page.waitForRequest((request) => new URL(request.url()).pathname === `/supportal/v1${endpointPath}`);

/** Console problems that are not the expected 404 status of a "not found" page. */
export const unexpectedProblems = (problems: readonly string[]) =>
  problems.filter((text) => !/status of 404/.test(text));
