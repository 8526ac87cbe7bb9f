import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approveWorkItem,
  cancelProcess,
  checkCanOrNotPublishNotice,
  createDemandCollection,
  createNegativeBehaviour,
  getToken,
  getWorkItem,
  queryBlackNotice,
  queryNotice,
  queryParamByProcessInstId,
  queryProcessTrace,
  queryWorkItemList,
  rejectWorkItem,
  remindProcess,
  returnWorkItem,
  ROLES,
  SESSION_COOKIE_NAME,
  TASK_PAGE_PATH,
  transferWorkItem,
  updateDemandCollection,
  withdrawProcess,
  type TEndpoint,
  type TWorkItem,
} from '@supportal/contract';
import { eq, sql } from 'drizzle-orm';
import { accounts, auditEvents, wfWorkItems } from '../../src/db/schema/index.js';
import { demandCollectionModule } from '../../src/modules/demand-collect/demand-collection.js';
import { negativeBehaviourModule } from '../../src/modules/blacklist/negative-behaviour.js';
import { createNoticeWriter } from '../../src/modules/notices/notice-writer.js';
import { createWorkflowEngine } from '../../src/modules/workflow/workflow-engine.js';
import { seedDemoWorkflow } from '../../src/demo-data/demo-workflow.js';
import { authBackends, createAuthTestApp, describeBackend, type TAuthTestApp } from '../helpers/auth-app.js';
import { accountCalls } from '../helpers/account-calls.js';
import { createAuthClient, createTestAccount } from '../helpers/auth-client.js';

const BLACKLIST_FIELDS = {
  supplierCode: 'SUP100002',
  matterDescription: '在“2026年光缆集中采购”中提供虚假业绩证明材料。',
  reasonName: '提供虚假材料',
  severity: '2',
  restrictedAreaName: '全国范围',
  effectTime: '2026-12-01',
  invalidTime: '2027-11-30',
};

const DEMAND_FIELDS = {
  demandTitle: '2027年一季度基站蓄电池需求',
  neededBy: '2027-03-31',
  items: [
    { itemName: '磷酸铁锂蓄电池', specification: '48V/100Ah', unit: '组', quantity: 20, unitPrice: 6800.5 },
  ],
  remark: '',
};

describe.each(authBackends())('approval workflow ($database)', (backend) => {
  let testApp: TAuthTestApp;
  const sessions = accountCalls(() => testApp.app);

  /** A call as a demo (or test) account, answered as status + envelope. */
  const as = (userName: string) => {
    const call = (endpoint: TEndpoint, body: object = {}, query = '') =>
      sessions.call(userName, endpoint, body, query);
    const todo = async () =>
      (await call(queryWorkItemList, { queryType: '0' })).data as { total: number; records: TWorkItem[] };
    const done = async () =>
      (await call(queryWorkItemList, { queryType: '1' })).data as { total: number; records: TWorkItem[] };
    const todoOf = async (processInstID: string) =>
      (await todo()).records.find((item) => item.processInstID === processInstID);
    return { call, todo, done, todoOf };
  };

  const city = () => as('staff_city');
  const province = () => as('staff_prov');
  const hq = () => as('staff_hq');

  const recordBehaviour = async (fields: object = BLACKLIST_FIELDS, submit = true) => {
    const answer = await city().call(createNegativeBehaviour, { ...fields, submit });
    expect(answer.status, answer.resultMsg).toBe(200);
    return answer.data as {
      id: string;
      processInstID: string;
      processInstStatus: number;
      workItemID: string | null;
    };
  };

  const approveAs = async (user: ReturnType<typeof as>, processInstID: string) => {
    const item = await user.todoOf(processInstID);
    expect(item, `to-do of ${processInstID}`).toBeDefined();
    return user.call(approveWorkItem, { workItemID: item?.workItemID, comment: '同意' });
  };

  beforeAll(async () => {
    testApp = await createAuthTestApp(backend);
  });
  afterAll(async () => testApp?.close());

  it(`${describeBackend(backend)}: city → province → HQ publishes the black-list notice for logged-in users`, async () => {
    const started = await recordBehaviour();
    expect(started.processInstStatus).toBe(2);
    expect(await hq().todoOf(started.processInstID)).toBeUndefined();

    const provinceItem = await province().todoOf(started.processInstID);
    expect(provinceItem).toMatchObject({
      workItemName: '省分审核',
      processDefName: 'BLACKLIST_PUBLISH',
      isTimeOut: 'N',
      limitNum: 48,
    });
    expect(provinceItem?.currentStateName).toContain('省分审核');
    expect((await approveAs(province(), started.processInstID)).status).toBe(200);

    const publishItem = await hq().todoOf(started.processInstID);
    expect(publishItem).toMatchObject({
      workItemName: '发布黑名单公告',
      bizObject: { PROC_DEF_CATEGORY_CODE: 'BLACKLIST' },
    });
    const check = await hq().call(checkCanOrNotPublishNotice, {}, `?processInstID=${started.processInstID}`);
    expect(check).toMatchObject({ status: 200, resultStat: '000', data: { canPublish: true } });
    const published = await approveAs(hq(), started.processInstID);
    expect(published.data).toMatchObject({ processInstStatus: 7, currentStateName: '已办结' });

    expect((await hq().done()).records.map((item) => item.processInstID)).toContain(started.processInstID);
    expect((await province().done()).records[0]).toMatchObject({
      processInstID: started.processInstID,
      workItemName: '省分审核',
      processInstStatus: 7,
    });

    const params = await province().call(queryParamByProcessInstId, {
      processInstId: started.processInstID,
      finishFlag: '1',
    });
    const behaviour = params.data.bizObject.negativeBehaviour;
    expect(behaviour).toMatchObject({
      status: 'published',
      supplierName: '中鼎铁塔建设有限公司',
      regionName: '全国',
    });

    const list = await as('demo_simple').call(queryNotice, {
      purchaseNoticeType: '3',
      visitorView: '0,1',
      current: 1,
      size: 20,
    });
    const notice = list.data.records.find((row: { noticeId: string }) => row.noticeId === behaviour.noticeId);
    expect(notice?.noticeTitle).toContain('关于将中鼎铁塔建设有限公司列入供应商黑名单的公告');
    const entries = await as('demo_simple').call(queryBlackNotice, { id: behaviour.noticeId });
    expect(entries.data).toEqual([
      expect.objectContaining({
        supplierName: '中鼎铁塔建设有限公司',
        addBlacklistReasonName: '提供虚假材料',
        restrictedAreaName: '全国范围',
        regionName: '全国',
      }),
    ]);
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: queryNotice.path,
      payload: { purchaseNoticeType: '3', current: 1, size: 50 },
    });
    expect(behaviour.noticeId).not.toBeNull();
    expect(JSON.stringify(anonymous.json().data.records)).not.toContain(`"noticeId":"${behaviour.noticeId}"`);

    const trace = await province().call(queryProcessTrace, { processInstID: started.processInstID });
    expect(trace.data.records.map((record: { action: string }) => record.action)).toEqual([
      'start',
      'submit',
      'approve',
      'approve',
      'end',
    ]);
    expect(trace.data.bpmnXml).toContain('BPMNDiagram');
    // The path taken: through the gateway that sent a city's record to 省分审核, to the end.
    expect([...trace.data.doneActivityIDs].sort()).toEqual([
      'end',
      'levelGate',
      'provinceReview',
      'publish',
      'record',
      'start',
    ]);
    expect(trace.data.doneFlowIDs).toEqual([
      'toRecord',
      'toLevelGate',
      'toProvinceReview',
      'reviewedToPublish',
      'toEnd',
    ]);
    expect(trace.data.currentActivityIDs).toEqual([]);
  });

  it('an overlapping black-listing of the same supplier stops at 发布黑名单公告 with 999 and changes nothing', async () => {
    const started = await recordBehaviour({ ...BLACKLIST_FIELDS, effectTime: '2027-06-01', invalidTime: '' });
    await approveAs(province(), started.processInstID);
    const check = await hq().call(checkCanOrNotPublishNotice, {}, `?processInstID=${started.processInstID}`);
    expect(check).toMatchObject({ status: 200, resultStat: '999' });
    expect(check.resultMsg).toContain('已被列入黑名单');
    const refused = await approveAs(hq(), started.processInstID);
    expect(refused.resultStat).toBe('999');
    // Two records of one supplier are told apart in the work bench by reason and first day.
    expect((await hq().todoOf(started.processInstID))?.processInstName).toMatch(
      /^负面行为黑名单发布：.+（提供虚假材料，2027-06-01起）$/,
    );
  });

  it('two deciders at once: exactly one wins, the other gets 409 saying who decided when, and nothing changes', async () => {
    const started = await recordBehaviour({ ...BLACKLIST_FIELDS, supplierCode: 'SUP100003' });
    const item = await province().todoOf(started.processInstID);
    const secondSession = (await createAuthClient(testApp.app).loginToken('staff_prov')).authorization;
    const decide = (authorization: string) =>
      testApp.app.inject({
        method: 'POST',
        url: approveWorkItem.path,
        headers: { authorization },
        payload: { workItemID: item?.workItemID },
      });
    const answers = await Promise.all([decide(await sessions.tokenOf('staff_prov')), decide(secondSession)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409)?.json();
    expect(loser?.resultStat).toBe('409');
    const [staff] = await testApp.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.loginName, 'staff_prov'));
    expect(loser?.resultMsg).toMatch(
      new RegExp(
        `^该任务已由${staff?.displayName}于\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}(:\\d{2})?同意，您的意见未提交$`,
      ),
    );
    const open = await testApp.database.db
      .select()
      .from(wfWorkItems)
      .where(eq(wfWorkItems.instanceId, Number(started.processInstID)));
    expect(open.filter((row) => row.state === 'open').map((row) => row.activityDefId)).toEqual(['publish']);
  });

  it('a restarted server (an engine that has not read the definition yet) decides inside its transaction', async () => {
    const started = await recordBehaviour({ ...BLACKLIST_FIELDS, supplierCode: 'SUP200006' });
    const item = await province().todoOf(started.processInstID);
    const [staff] = await testApp.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.loginName, 'staff_prov'));
    if (!staff) throw new Error('staff_prov missing');
    const restarted = createWorkflowEngine(testApp.database.db, [
      negativeBehaviourModule(createNoticeWriter(async () => undefined)),
      demandCollectionModule,
    ]);
    const decided = await restarted.approve(
      Number(item?.workItemID),
      { ...staff, accountId: staff.id },
      '同意',
    );
    expect(decided.currentStateName).toContain('发布黑名单公告');
  }, 15_000);

  it('withdraw while the next step is untouched; not after it was decided', async () => {
    const started = await recordBehaviour({ ...BLACKLIST_FIELDS, supplierCode: 'SUP100001' });
    const withdrawn = await city().call(withdrawProcess, { processInstID: started.processInstID });
    expect(withdrawn.data).toMatchObject({ processInstStatus: 1 });
    expect(await province().todoOf(started.processInstID)).toBeUndefined();
    const edit = await city().todoOf(started.processInstID);
    expect(edit).toMatchObject({ workItemName: '负面行为录入', processInstStatus: 1 });
    const detail = await city().call(getWorkItem, { workItemID: edit?.workItemID });
    expect(detail.data.actions).toMatchObject({ approve: true, edit: true, cancel: true, reject: false });

    await city().call(approveWorkItem, { workItemID: edit?.workItemID });
    await approveAs(province(), started.processInstID);
    const late = await city().call(withdrawProcess, { processInstID: started.processInstID });
    expect(late.status).toBe(409);
  });

  it('return to an earlier step needs a comment and goes back to who did it; reject ends the process', async () => {
    const started = await recordBehaviour({ ...BLACKLIST_FIELDS, supplierCode: 'SUP200001' });
    const item = await province().todoOf(started.processInstID);
    const noComment = await province().call(returnWorkItem, {
      workItemID: item?.workItemID,
      activityDefID: 'record',
      comment: ' ',
    });
    expect(noComment).toMatchObject({ status: 400, resultStat: '400' });
    const notAllowed = await province().call(returnWorkItem, {
      workItemID: item?.workItemID,
      activityDefID: 'publish',
      comment: '请补充',
    });
    expect(notAllowed.status).toBe(400);
    expect(await province().todoOf(started.processInstID)).toBeDefined();

    const returned = await province().call(returnWorkItem, {
      workItemID: item?.workItemID,
      activityDefID: 'record',
      comment: '请补充证据材料',
    });
    // 已退回 in the one vocabulary of every process (a returned demand reads the same), not 编辑中.
    expect(returned.data).toMatchObject({
      processInstStatus: 1,
      currentStateName: '已退回：待负面行为录入',
    });
    const edit = await city().todoOf(started.processInstID);
    expect(edit).toMatchObject({
      workItemName: '负面行为录入',
      currentStateName: '已退回：待负面行为录入',
      processState: 'returned',
    });
    await city().call(approveWorkItem, { workItemID: edit?.workItemID });

    const again = await province().todoOf(started.processInstID);
    const rejectEmpty = await province().call(rejectWorkItem, { workItemID: again?.workItemID });
    expect(rejectEmpty.status).toBe(400);
    const rejected = await province().call(rejectWorkItem, {
      workItemID: again?.workItemID,
      comment: '证据不足',
    });
    expect(rejected.data).toMatchObject({ processInstStatus: 8 });
    const params = await city().call(queryParamByProcessInstId, { processInstId: started.processInstID });
    expect(params.data.bizObject.negativeBehaviour.status).toBe('rejected');
    const trace = await city().call(queryProcessTrace, { processInstID: started.processInstID });
    expect(trace.data.records.at(-1)).toMatchObject({
      action: 'reject',
      comment: '证据不足',
      operatorName: '刘芳',
    });
  });

  it('transfer to a colleague of the same unit and role; only the new assignee can act', async () => {
    const [provinceStaff] = await testApp.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.loginName, 'staff_prov'));
    const colleague = await createTestAccount(testApp.database.db, {
      kind: 'staff',
      displayName: '吴磊',
      corpCode: provinceStaff?.corpCode,
      corpName: provinceStaff?.corpName,
      orgLevel: '02',
      roles: [ROLES.staffProvince],
      supplierCode: null,
      supplierName: null,
    });
    const started = await recordBehaviour({ ...BLACKLIST_FIELDS, supplierCode: 'SUP200002' });
    const item = await province().todoOf(started.processInstID);
    const detail = await province().call(getWorkItem, { workItemID: item?.workItemID });
    expect(detail.data.actions.transferCandidates).toEqual([{ uid: String(colleague.id), name: '吴磊' }]);
    const stranger = await province().call(transferWorkItem, {
      workItemID: item?.workItemID,
      toUid: '999999',
    });
    expect(stranger.status).toBe(400);
    expect(
      (await province().call(transferWorkItem, { workItemID: item?.workItemID, toUid: String(colleague.id) }))
        .status,
    ).toBe(200);
    expect(await province().todoOf(started.processInstID)).toBeUndefined();
    // The transferor handled it: 我的已办 lists it, still open at the colleague's.
    const handled = (await province().call(queryWorkItemList, { queryType: '1' })).data.records.filter(
      (record: TWorkItem) => record.processInstID === started.processInstID,
    );
    expect(handled).toHaveLength(1);
    expect(handled[0]).toMatchObject({
      workItemID: item?.workItemID,
      currentStateName: expect.stringContaining('省分审核'),
    });
    const mine = await as(colleague.loginName).todoOf(started.processInstID);
    expect(mine?.workItemID).toBe(item?.workItemID);
    expect((await province().call(approveWorkItem, { workItemID: item?.workItemID })).status).toBe(403);
    // A transferred step cannot be withdrawn by the submitter any more.
    expect((await city().call(withdrawProcess, { processInstID: started.processInstID })).status).toBe(409);
  });

  it('overdue items are flagged and reminded once; 催办 is limited and says when it can be sent again', async () => {
    const started = await recordBehaviour({ ...BLACKLIST_FIELDS, supplierCode: 'SUP200003' });
    const item = await province().todoOf(started.processInstID);
    await testApp.database.db
      .update(wfWorkItems)
      .set({ deadlineAt: new Date(Date.now() - 60_000) })
      .where(eq(wfWorkItems.id, Number(item?.workItemID)));
    expect((await province().todoOf(started.processInstID))?.isTimeOut).toBe('Y');
    expect(await testApp.app.workflow.sweepOverdue()).toBeGreaterThanOrEqual(1);
    expect(await testApp.app.workflow.sweepOverdue()).toBe(0);
    const trace = await city().call(queryProcessTrace, { processInstID: started.processInstID });
    expect(
      trace.data.records.filter((record: { action: string }) => record.action === 'overdue-remind'),
    ).toHaveLength(1);

    const cityItem = async () =>
      (await city().call(queryWorkItemList, { queryType: '1' })).data.records.find(
        (record: TWorkItem) => record.processInstID === started.processInstID,
      ) as TWorkItem;
    const before = await city().call(getWorkItem, { workItemID: (await cityItem()).workItemID });
    expect(before.data.actions).toMatchObject({ remind: true, remindAvailableAt: null });

    const reminded = await city().call(remindProcess, { processInstID: started.processInstID });
    expect(reminded.status).toBe(200);
    const nextAt = reminded.data.remindAvailableAt as string;
    expect(nextAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const again = await city().call(remindProcess, { processInstID: started.processInstID });
    expect(again.status).toBe(429);
    expect(again.resultMsg).toBe(`已催办过，可于${nextAt}再次催办`);
    const after = await city().call(getWorkItem, { workItemID: (await cityItem()).workItemID });
    expect(after.data.actions).toMatchObject({ remind: false, remindAvailableAt: nextAt });
  });

  it('the work bench narrows by process, step, arrival date, overdue and keyword; a bad date is refused', async () => {
    const started = await recordBehaviour({ ...BLACKLIST_FIELDS, supplierCode: 'SUP200007' });
    const list = async (filters: object) =>
      (await province().call(queryWorkItemList, { queryType: '0', ...filters })).data as {
        total: number;
        records: TWorkItem[];
      };
    const ids = async (filters: object) => (await list(filters)).records.map((item) => item.processInstID);
    const all = await list({});
    expect(all.records.map((item) => item.processInstID)).toContain(started.processInstID);

    expect(await ids({ processDefName: 'BLACKLIST_PUBLISH' })).toContain(started.processInstID);
    expect(await ids({ processDefName: 'DEMAND_COLLECT' })).not.toContain(started.processInstID);
    expect(await ids({ processDefName: 'DEMAND_COLLECT,BLACKLIST_PUBLISH' })).toContain(
      started.processInstID,
    );
    expect(await ids({ workItemName: '省分审核' })).toContain(started.processInstID);
    expect(await ids({ workItemName: '总部审核' })).not.toContain(started.processInstID);
    const name =
      all.records.find((item) => item.processInstID === started.processInstID)?.processInstName ?? '';
    const supplierPart = name.split('：')[1]?.slice(0, 4) ?? '';
    expect(await ids({ keyword: supplierPart })).toContain(started.processInstID);
    expect(await ids({ keyword: '%' })).not.toContain(started.processInstID);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
    expect(await ids({ arrivedFrom: today, arrivedTo: today })).toContain(started.processInstID);
    expect(await ids({ arrivedTo: '2020-01-01' })).toEqual([]);
    const narrowed = await list({ processDefName: 'BLACKLIST_PUBLISH', workItemName: '省分审核' });
    expect(narrowed.total).toBe(narrowed.records.length);
    expect(narrowed.total).toBeLessThanOrEqual(all.total);

    expect(await ids({ overdueOnly: true })).not.toContain(started.processInstID);
    const item = all.records.find((record) => record.processInstID === started.processInstID);
    await testApp.database.db
      .update(wfWorkItems)
      .set({ deadlineAt: new Date(Date.now() - 60_000) })
      .where(eq(wfWorkItems.id, Number(item?.workItemID)));
    expect(await ids({ overdueOnly: true })).toContain(started.processInstID);

    const badDate = await province().call(queryWorkItemList, { queryType: '0', arrivedFrom: '2026/11/01' });
    expect(badDate.status).toBe(400);
    expect(badDate.resultMsg).toContain('arrivedFrom');
  });

  it('records every decision that took effect in the audit trail, with the 工作名称, step and opinion', async () => {
    const started = await recordBehaviour({ ...BLACKLIST_FIELDS, supplierCode: 'SUP200008' });
    const item = await province().todoOf(started.processInstID);
    const returned = await province().call(returnWorkItem, {
      workItemID: item?.workItemID,
      activityDefID: 'record',
      comment: '请补充证明材料',
    });
    expect(returned.status).toBe(200);
    const refused = await province().call(approveWorkItem, { workItemID: item?.workItemID });
    expect(refused.status).toBe(409);
    const rows = await testApp.database.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.detail}::jsonb ->> 'processInstID' = ${started.processInstID}`);
    expect(rows.map((row) => [row.event, row.loginName])).toEqual([['task-return', 'staff_prov']]);
    expect(JSON.parse(rows[0]?.detail ?? '{}')).toMatchObject({
      name: expect.stringContaining('负面行为黑名单发布'),
      step: '省分审核',
      opinion: '请补充证明材料',
    });
  });

  it('permissions: not a participant 403, another unit 403, unknown instance 404, bad filters 400', async () => {
    const started = await recordBehaviour({ ...BLACKLIST_FIELDS, supplierCode: 'SUP200004' });
    const item = await province().todoOf(started.processInstID);
    expect((await hq().call(approveWorkItem, { workItemID: item?.workItemID })).status).toBe(403);
    expect((await as('demo_simple').call(getWorkItem, { workItemID: item?.workItemID })).status).toBe(403);
    expect(
      (await as('demo_simple').call(queryProcessTrace, { processInstID: started.processInstID })).status,
    ).toBe(403);
    expect((await province().call(queryParamByProcessInstId, { processInstId: '987654321' })).status).toBe(
      404,
    );
    expect((await province().call(approveWorkItem, { workItemID: '987654321' })).status).toBe(404);
    expect((await as('demo_simple').call(createNegativeBehaviour, BLACKLIST_FIELDS)).status).toBe(403);
    const badScope = await province().call(queryWorkItemList, { queryType: '0', scope: 'MINE' });
    expect(badScope.status).toBe(400);
    expect(badScope.resultMsg).toContain('scope');
    const badRegion = await city().call(createNegativeBehaviour, {
      ...BLACKLIST_FIELDS,
      restrictedAreaName: '本省范围',
    });
    expect(badRegion.status).toBe(400);
    expect((await as('demo_simple').todo()).total).toBe(0);
  });

  it('task window hand-off: the ticket is checked once, from this site only, and leads to the task page', async () => {
    const started = await recordBehaviour({ ...BLACKLIST_FIELDS, supplierCode: 'SUP200005' });
    const item = await province().todoOf(started.processInstID);
    const ticket = async () =>
      (await province().call(getToken)).data.additionalInformation as { accId: string; token: string };
    const post = (form: Record<string, string>, headers: Record<string, string>) =>
      testApp.app.inject({
        method: 'POST',
        url: TASK_PAGE_PATH,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: new URLSearchParams(form).toString(),
      });
    const { accId, token } = await ticket();
    const form = {
      acctId: accId,
      token,
      permissionkey: 'WORKBENCH',
      processInstID: started.processInstID,
      workItemID: item?.workItemID ?? '',
      activityDefID: 'provinceReview',
      processDefName: 'BLACKLIST_PUBLISH',
      taskType: 'edit',
      newWf: '',
    };
    const sameSite = { 'sec-fetch-site': 'same-origin' };
    const opened = await post(form, sameSite);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(
      `${TASK_PAGE_PATH}?processInstID=${started.processInstID}&workItemID=${item?.workItemID}&activityDefID=provinceReview&processDefName=BLACKLIST_PUBLISH&taskType=edit`,
    );
    // A window without a session gets one for the ticket's account.
    expect(String(opened.headers['set-cookie'])).toContain(`${SESSION_COOKIE_NAME}=`);
    const replayed = await post(form, sameSite);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.body).toContain('任务打开失败');

    const fresh = await ticket();
    expect((await post({ ...form, token: fresh.token }, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(
      403,
    );
    expect((await post({ ...form, token: fresh.token, taskType: 'delete' }, sameSite)).statusCode).toBe(400);
  });

  it('demand collection: saved in status 1 opens in edit mode; a return gives status 11; the starter can cancel', async () => {
    const saved = await city().call(createDemandCollection, { ...DEMAND_FIELDS, submit: false });
    expect(saved.data).toMatchObject({ processInstStatus: 1 });
    const edit = await city().todoOf(saved.data.processInstID);
    expect(edit).toMatchObject({ module: 'DEMAND_COLLECT', processInstStatus: 1, workItemName: '需求提报' });
    const params = await city().call(queryParamByProcessInstId, { processInstId: saved.data.processInstID });
    expect(params.data).toMatchObject({
      editable: true,
      bizObject: { demandCollection: { budget: 136010 } },
    });

    const big = { ...DEMAND_FIELDS, items: [{ ...DEMAND_FIELDS.items[0], quantity: 200 }] };
    const submitted = await city().call(updateDemandCollection, {
      ...big,
      workItemID: edit?.workItemID,
      submit: true,
    });
    expect(submitted.data).toMatchObject({ processInstStatus: 2 });
    const review = await province().todoOf(saved.data.processInstID);
    const returned = await province().call(returnWorkItem, {
      workItemID: review?.workItemID,
      activityDefID: 'apply',
      comment: '请核实数量',
    });
    expect(returned.data.processInstStatus).toBe(11);
    const again = await city().todoOf(saved.data.processInstID);
    expect((await city().call(getWorkItem, { workItemID: again?.workItemID })).data.actions).toMatchObject({
      edit: true,
      cancel: true,
    });
    await city().call(approveWorkItem, { workItemID: again?.workItemID });
    await approveAs(province(), saved.data.processInstID);
    // Budget 1,360,100 ≥ 1,000,000: 总部 reviews too.
    expect((await hq().todoOf(saved.data.processInstID))?.workItemName).toBe('总部审核');

    const draft = await city().call(createDemandCollection, { ...DEMAND_FIELDS, submit: false });
    const draftItem = await city().todoOf(draft.data.processInstID);
    const cancelled = await city().call(cancelProcess, {
      workItemID: draftItem?.workItemID,
      comment: '需求取消',
    });
    expect(cancelled.data.processInstStatus).toBe(8);
    const after = await city().call(queryParamByProcessInstId, { processInstId: draft.data.processInstID });
    expect(after.data.bizObject.demandCollection.status).toBe('cancelled');
  });

  it('the demo has approvals in progress for each staff level', async () => {
    await seedDemoWorkflow(testApp.app, testApp.database.db);
    const names = async (user: ReturnType<typeof as>) =>
      (await user.todo()).records.map((item) => `${item.processInstName}/${item.workItemName}`);
    expect(
      (await names(province())).some(
        (name) => name.startsWith('负面行为黑名单发布：') && name.endsWith('/省分审核'),
      ),
    ).toBe(true);
    expect((await names(hq())).some((name) => name.endsWith('/发布黑名单公告'))).toBe(true);
    expect((await names(hq())).some((name) => name === '采购需求提报：铁塔视频监控扩容需求/总部审核')).toBe(
      true,
    );
    expect(await names(city())).toContain('采购需求提报：基站电源改造物资需求/需求提报');
  });
});
