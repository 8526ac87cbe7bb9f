import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createApiClient } from '../support/auth.js';
import { useBrowser } from '../support/browser.js';
import { clientIps, openedConfirm, openPageAs } from '../support/login-page.js';
import {
  openPage,
  pickOption,
  saveScreens,
  tableRows,
  unexpectedProblems,
  waitForHydration,
} from '../support/page-helpers.js';
import { openTaskWindow } from '../support/work-bench.js';

const browser = useBrowser();
const baseUrl = inject('baseUrl');

type TWorkItem = { workItemID: string; processInstID: string; processInstName: string; workItemName: string };
type TSaved = { processInstID: string; workItemID: string | null; currentStateName: string };
type TProcessParams = {
  processInstStatus: number;
  bizObject: { module: string; negativeBehaviour?: { noticeId: string | null; supplierName: string } };
};

const nextIp = clientIps('10.88');

/** Today in China time, as the date pickers and the wire write it. */
const chinaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());

/** A staff member (or supplier) calling the API with a bearer token; non-success answers throw. */
const apiAs = async (userName: string) => {
  const client = createApiClient(baseUrl, nextIp());
  const token = await client.loginToken(userName);
  const envelope = <T>(path: string, body: unknown = {}) =>
    client.call<T>('POST', `/supportal/v1${path}`, body, token).then((response) => response.body);
  const post = async <T>(path: string, body: unknown = {}): Promise<T> => {
    const answer = await envelope<T>(path, body);
    if (answer.resultStat !== '000') throw new Error(`${path} as ${userName}: ${JSON.stringify(answer)}`);
    return answer.data;
  };
  const workList = (queryType: '0' | '1') =>
    post<{ total: number; records: TWorkItem[] }>('/process/query-workitem-list', {
      pageCondQuery: { beginIndex: 0, length: 10, totalCount: 0 },
      queryType,
      permission: 'ALL',
      includeHistory: true,
      scope: 'ALL',
    });
  /** The caller's open task of a process. */
  const taskOf = async (processInstID: string) => {
    const task = (await workList('0')).records.find((item) => item.processInstID === processInstID);
    if (!task) throw new Error(`${userName} has no task of process ${processInstID}`);
    return task;
  };
  const approve = async (processInstID: string) =>
    post('/process/approve-work-item', { workItemID: (await taskOf(processInstID)).workItemID });
  return { post, envelope, workList, taskOf, approve };
};

const negativeBehaviour = (supplierCode: string, matterDescription: string) => ({
  supplierCode,
  matterDescription,
  reasonName: '串通投标',
  severity: '1',
  restrictedAreaName: '全国范围',
  effectTime: chinaToday(),
});

/** Picks an option of the antd select labelled `label`. */
const choose = (page: Page, label: string, option: string | RegExp, typed?: string) =>
  pickOption(page, page.getByLabel(label, { exact: true }), option, typed);

/** The work bench row of a process: the list shows tasks in the order the list call answers. */
const workBenchRow = async (
  page: Page,
  api: Awaited<ReturnType<typeof apiAs>>,
  processInstID: string,
  queryType: '0' | '1' = '0',
): Promise<Locator> => {
  const index = (await api.workList(queryType)).records.findIndex(
    (item) => item.processInstID === processInstID,
  );
  expect(index).toBeGreaterThanOrEqual(0);
  const row = tableRows(page).nth(index);
  await row.waitFor();
  return row;
};

describe('approval workflow in the browser', () => {
  it('records a negative behaviour, approves it at province and headquarters, and publishes the type-3 notice', async () => {
    const { page } = browser;
    const matter = `E2E-${Date.now()} 投标文件中提供虚假业绩证明`;

    await openPageAs(page, baseUrl, 'staff_city', '/purHome/negativeBehaviour');
    await page.getByRole('heading', { name: '负面行为录入', level: 1 }).waitFor();
    await choose(page, '供应商', /中鼎铁塔建设有限公司/, '中鼎');
    await page.getByLabel('事项描述').fill(matter);
    await page.getByLabel('黑名单原因').fill('提供虚假材料');
    // Close the reason suggestions, which would cover the next field.
    await page.getByLabel('黑名单原因').press('Escape');
    await choose(page, '处理类别', /^严重$/);
    await choose(page, '黑名单类型', '本省范围');
    await choose(page, '省份', '江苏');
    await page.getByLabel('生效时间').fill(chinaToday());
    await page.getByLabel('生效时间').press('Enter');
    const created = page.waitForResponse((response) =>
      response.url().endsWith('/supportal/v1/blacklist/create-negative-behaviour'),
    );
    await page.getByRole('button', { name: '提交审批' }).click();
    const saved = ((await (await created).json()) as { data: TSaved }).data;
    await page.getByText('已提交审批').waitFor();

    for (const [userName, decision, summary] of [
      ['staff_prov', '同意', /将离开“省分审核”环节/],
      ['staff_hq', '发布黑名单公告', /同意后将立即发布/],
    ] as const) {
      const api = await apiAs(userName);
      await page.context().clearCookies();
      await openPageAs(page, baseUrl, userName, '/purHome/workBench');
      const todoBefore = (await api.workList('0')).total;
      const taskWindow = await openTaskWindow(page, await workBenchRow(page, api, saved.processInstID));
      await taskWindow.getByText(matter).waitFor();
      await taskWindow.getByRole('heading', { name: '审批记录' }).waitFor();
      await taskWindow.locator('.djs-container svg').waitFor();
      await saveScreens(taskWindow, `task-window-${userName}`);
      // 同意 first shows what it will do, with the opinion; only the dialog's button decides.
      await taskWindow.getByLabel('审批意见').fill(`${userName} 核实无误`);
      await taskWindow
        .getByRole('button', { name: new RegExp(`^${decision.split('').join('\\s*')}$`) })
        .click();
      const confirm = await openedConfirm(taskWindow, decision);
      await confirm.getByText(summary).waitFor();
      await confirm.getByText(`审批意见：${userName} 核实无误`).waitFor();
      await Promise.all([
        taskWindow.waitForEvent('close'),
        confirm.getByRole('button', { name: new RegExp(`^${decision.split('').join('\\s*')}$`) }).click(),
      ]);
      // The work bench noticed the window closed and asked for its list again.
      await page.getByText(`共 ${todoBefore - 1} 条`).waitFor();
      await page.getByRole('tab', { name: '我的已办' }).click();
      await page.waitForURL(/tab=done/);
      await workBenchRow(page, api, saved.processInstID, '1');
    }

    const hq = await apiAs('staff_hq');
    const params = await hq.post<TProcessParams>('/supplier-process/query-param-by-process-inst-id', {
      processInstId: saved.processInstID,
      finishFlag: '1',
    });
    const noticeId = params.bizObject.negativeBehaviour?.noticeId;
    expect(noticeId).toBeTruthy();

    await page.context().clearCookies();
    await openPageAs(
      page,
      baseUrl,
      'demo_simple',
      '/purHome/noticeList?purchaseNoticeType=3&resultsNoticeType=2',
    );
    await page.locator(`.ant-table-tbody a[href="/purHome/nDetail?id=${noticeId}"]`).waitFor();
    await openPage(page, `/purHome/nDetail?id=${noticeId}`);
    const blacklist = page.locator('table').filter({ hasText: '事项描述' });
    await blacklist.getByText(matter).waitFor();
    await blacklist.getByText('中鼎铁塔建设有限公司').first().waitFor();
    expect(unexpectedProblems(browser.consoleProblems)).toEqual([]);
  }, 180_000);

  it('shows the 提醒 of a supplier already black-listed for the period; the task still opens for 退回, without 发布', async () => {
    const { page } = browser;
    const city = await apiAs('staff_city');
    const prov = await apiAs('staff_prov');
    const hq = await apiAs('staff_hq');
    const first = await city.post<TSaved>('/blacklist/create-negative-behaviour', {
      ...negativeBehaviour('SUP100003', `E2E-${Date.now()} 第一次：合同履约严重违约`),
      submit: true,
    });
    await prov.approve(first.processInstID);
    await hq.approve(first.processInstID);
    const second = await city.post<TSaved>('/blacklist/create-negative-behaviour', {
      ...negativeBehaviour('SUP100003', `E2E-${Date.now()} 第二次：期间重叠`),
      submit: true,
    });
    await prov.approve(second.processInstID);
    const check = await hq.envelope(
      `/blacklist/check-can-or-not-publish-notice?processInstID=${second.processInstID}`,
    );
    expect(check.resultStat).toBe('999');
    const reason = check.resultMsg;

    await openPageAs(page, baseUrl, 'staff_hq', '/purHome/workBench');
    let popups = 0;
    page.on('popup', () => {
      popups += 1;
    });
    const row = await workBenchRow(page, hq, second.processInstID);
    await row.getByRole('button').first().click();
    let dialog = await openedConfirm(page, '提醒');
    await dialog.getByText(reason).waitFor();
    // 取消 stays on the work bench.
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(popups).toBe(0);

    // 确定 opens the task: the reason is inside, 发布黑名单公告 is not offered, 退回 is.
    await row.getByRole('button').first().click();
    dialog = await openedConfirm(page, '提醒');
    const [taskWindow] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('button', { name: /确\s*定/ }).click(),
    ]);
    await taskWindow.getByRole('heading', { name: '任务信息' }).waitFor();
    await waitForHydration(taskWindow);
    await taskWindow.getByText('不能发布黑名单公告').waitFor();
    await taskWindow.getByText(reason).first().waitFor();
    expect(await taskWindow.getByRole('button', { name: '发布黑名单公告' }).count()).toBe(0);
    await saveScreens(taskWindow, 'task-window-publish-refused');
    await taskWindow.getByLabel('审批意见').fill('与既有黑名单期间重叠，请核实后重新录入');
    await taskWindow.getByRole('button', { name: /^退\s*回$/ }).click();
    const picker = taskWindow.getByRole('dialog', { name: '退回到' });
    await picker.waitFor();
    await pickOption(taskWindow, picker.getByRole('combobox'), '负面行为录入');
    await Promise.all([
      taskWindow.waitForEvent('close'),
      picker.getByRole('button', { name: /^退\s*回$/ }).click(),
    ]);
    expect((await city.taskOf(second.processInstID)).workItemName).toBe('负面行为录入');
  }, 120_000);

  it('two staff decide one task at once: the later one is told who decided and keeps the typed opinion', async () => {
    const { page } = browser;
    const city = await apiAs('staff_city');
    const started = await city.post<TSaved>('/blacklist/create-negative-behaviour', {
      ...negativeBehaviour('SUP200005', `E2E-${Date.now()} 同时审批`),
      submit: true,
    });
    await openPageAs(page, baseUrl, 'staff_prov', '/purHome/workBench');
    const prov = await apiAs('staff_prov');
    const taskWindow = await openTaskWindow(page, await workBenchRow(page, prov, started.processInstID));
    const opinion = '供应商已提交整改材料，建议从轻处理';
    await taskWindow.getByLabel('审批意见').fill(opinion);
    // A colleague in another session decides first.
    await prov.approve(started.processInstID);
    await taskWindow.getByRole('button', { name: /^同\s*意$/ }).click();
    const confirm = await openedConfirm(taskWindow, '同意');
    await confirm.getByRole('button', { name: /^同\s*意$/ }).click();
    const notice = taskWindow.locator('.ant-alert').filter({ hasText: '任务已被他人处理' });
    await notice.getByText(/该任务已由.+于\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}同意，您的意见未提交/).waitFor();
    await confirm.waitFor({ state: 'hidden' });
    expect(await taskWindow.getByLabel('审批意见').inputValue()).toBe(opinion);
    // The spinner's fade-out is left half done in a window the browser does not paint (a test's popup):
    // its aria-label "loading" then still leads the button's name.
    expect(await taskWindow.getByRole('button', { name: /^(loading )?同\s*意$/ }).isDisabled()).toBe(true);
    await saveScreens(taskWindow, 'task-window-race-lost');
  }, 120_000);

  it('filters the work bench by process, step and keyword in the address; 公告审核 opens it narrowed to notices', async () => {
    const { page } = browser;
    const city = await apiAs('staff_city');
    const matter = `E2E-${Date.now()} 筛选待办`;
    const started = await city.post<TSaved>('/blacklist/create-negative-behaviour', {
      ...negativeBehaviour('SUP100002', matter),
      submit: true,
    });
    const prov = await apiAs('staff_prov');
    const name = (await prov.taskOf(started.processInstID)).processInstName;

    await openPageAs(page, baseUrl, 'staff_prov', '/purHome/workBench');
    await pickOption(page, page.getByLabel('流程'), '供应商负面行为黑名单发布');
    await page.getByLabel('环节').fill('省分审核');
    await page.getByRole('button', { name: /^查\s*询$/ }).click();
    await page.waitForURL(/process=BLACKLIST_PUBLISH/);
    await page.waitForURL(/step=/);
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await rows.filter({ hasText: name }).first().waitFor();
    for (const text of await rows.allTextContents()) expect(text).toContain('省分审核');
    await saveScreens(page, 'work-bench-filtered-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreens(page, 'work-bench-filtered-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1440, height: 900 });

    // A reload keeps the filter; 重置 drops it.
    await page.reload();
    expect(await page.getByLabel('环节').inputValue()).toBe('省分审核');
    // The server's HTML shows the filter at once; 重置 answers once the page has hydrated.
    await waitForHydration(page);
    await page.getByRole('button', { name: /^重\s*置$/ }).click();
    await page.waitForURL((url) => !url.search.includes('process='));

    // The menu's 公告审核 is the work bench narrowed to notice approvals.
    await openPage(page, '/purHome/workBench?process=NOTICE_PUBLISH');
    await page.getByText('公告发布', { exact: true }).first().waitFor();
    expect(await rows.filter({ hasText: name }).count()).toBe(0);
  }, 120_000);

  it('黑名单查询 finds a published black-listing by name; picking that supplier again warns the staff', async () => {
    const { page } = browser;
    const city = await apiAs('staff_city');
    const prov = await apiAs('staff_prov');
    const hq = await apiAs('staff_hq');
    const published = await city.post<TSaved>('/blacklist/create-negative-behaviour', {
      ...negativeBehaviour('SUP100001', `E2E-${Date.now()} 黑名单查询：伪造资质证书`),
      reasonName: '伪造资质证书',
      submit: true,
    });
    await prov.approve(published.processInstID);
    await hq.approve(published.processInstID);
    const params = await hq.post<TProcessParams>('/supplier-process/query-param-by-process-inst-id', {
      processInstId: published.processInstID,
      finishFlag: '1',
    });
    const supplierName = params.bizObject.negativeBehaviour?.supplierName ?? '';

    await openPageAs(page, baseUrl, 'demo_simple', '/purHome/blacklist');
    await page.getByRole('heading', { name: '黑名单查询' }).waitFor();
    await page.getByLabel('供应商').fill(supplierName.slice(0, 4));
    await page.getByRole('button', { name: /^查\s*询$/ }).click();
    await page.waitForURL(/supplier=/);
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '伪造资质证书' }).first();
    await row.waitFor();
    await row.getByText(supplierName).waitFor();
    await saveScreens(page, 'blacklist-lookup-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreens(page, 'blacklist-lookup-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.context().clearCookies();
    await openPageAs(page, baseUrl, 'staff_city', '/purHome/negativeBehaviour');
    await choose(page, '供应商', new RegExp(supplierName), supplierName.slice(0, 4));
    await page.getByText('该供应商当前在黑名单中').waitFor();
    await page.getByText(/伪造资质证书（\d{4}-\d{2}-\d{2} 至 长期）/).waitFor();
  }, 180_000);

  it('opens a saved demand collection (status 1) in edit mode and lets its starter cancel it', async () => {
    const { page } = browser;
    const city = await apiAs('staff_city');
    const demandTitle = `E2E-${Date.now()} 基站配套电源需求`;
    const saved = await city.post<TSaved>('/demand-collect/create-demand', {
      demandTitle,
      neededBy: chinaToday(),
      items: [{ itemName: '开关电源', specification: '48V/300A', unit: '套', quantity: 4, unitPrice: 12800 }],
      submit: false,
    });

    await openPageAs(page, baseUrl, 'staff_city', '/purHome/workBench');
    const taskWindow = await openTaskWindow(page, await workBenchRow(page, city, saved.processInstID));
    await expect.poll(() => taskWindow.getByLabel('需求名称').inputValue()).toBe(demandTitle);
    await taskWindow.getByText('¥51,200.00').waitFor();
    await taskWindow.getByRole('button', { name: /^保\s*存$/ }).waitFor();
    await taskWindow.getByRole('button', { name: '重新提交' }).waitFor();
    await taskWindow.getByRole('button', { name: '撤销申请' }).click();
    await taskWindow.getByText('请填写撤销申请意见').waitFor();
    await taskWindow.getByLabel('审批意见').fill('需求已合并到季度集采，撤销本次提报');
    await taskWindow.getByRole('button', { name: '撤销申请' }).click();
    const confirm = await openedConfirm(taskWindow, '撤销申请');
    await Promise.all([
      taskWindow.waitForEvent('close'),
      confirm.getByRole('button', { name: '撤销申请' }).click(),
    ]);
    const params = await city.post<TProcessParams>('/supplier-process/query-param-by-process-inst-id', {
      processInstId: saved.processInstID,
      finishFlag: '1',
    });
    expect(params.processInstStatus).toBe(8);
    expect(unexpectedProblems(browser.consoleProblems)).toEqual([]);
    await saveScreens(page, 'work-bench-after-cancel');
  }, 120_000);
});
