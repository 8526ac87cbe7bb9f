import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiCallerAs } from './auth.js';
import { logInBrowser } from './login-page.js';
import { openPage, tableRows, waitForHydration } from './page-helpers.js';

export type TWorkItem = { workItemID: string; processInstID: string; processInstName: string };

/** The caller's open tasks (我的待办's first 50), in the order the work bench lists them. */
export const openTasks = async (staff: Awaited<ReturnType<typeof apiCallerAs>>) => {
  const { records } = await staff<{ records: TWorkItem[] }>('/process/query-workitem-list', {
    queryType: '0',
    pageCondQuery: { beginIndex: 0, length: 50 },
  });
  return records;
};

/**
 * Clicks the task (工作名称) of a work bench row, its button named `name` where the row has more, and
 * answers the task window the form POST opened, once it shows the task and has hydrated: typed into
 * before, a field would be reset and a click lost.
 */
export const openTaskWindow = async (page: Page, row: Locator, name?: string): Promise<Page> => {
  const button = name === undefined ? row.getByRole('button').first() : row.getByRole('button', { name });
  const [taskWindow] = await Promise.all([page.waitForEvent('popup'), button.click()]);
  await taskWindow.waitForURL(/\/purchase\/task\/myTask\?/);
  await taskWindow.getByRole('heading', { name: '任务信息' }).waitFor();
  await waitForHydration(taskWindow);
  return taskWindow;
};

/**
 * The browser switches to `reviewer` (its cookies cleared, logged in from `browserIp`), who opens from
 * 我的待办 the task of the process whose name holds `processName` (found through the API from `apiIp`).
 */
export const openTaskAs = async (
  page: Page,
  baseUrl: string,
  reviewer: { userName: string; apiIp: string; browserIp: string },
  processName: string,
) => {
  const tasks = await openTasks(await apiCallerAs(baseUrl, reviewer.userName, reviewer.apiIp));
  const index = tasks.findIndex((item) => item.processInstName.includes(processName));
  expect(index).toBeGreaterThanOrEqual(0);
  await page.context().clearCookies();
  await logInBrowser(page, baseUrl, reviewer.userName, reviewer.browserIp);
  await openPage(page, '/purHome/workBench');
  const row = tableRows(page).nth(index);
  await row.waitFor();
  return openTaskWindow(page, row);
};
