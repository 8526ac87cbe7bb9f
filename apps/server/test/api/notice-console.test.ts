import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approveWorkItem,
  getAttFiles,
  getNoticeActions,
  getNoticeById,
  getNoticeDraft,
  NOTICE_ATTACHMENT_REL_NAME,
  queryConsoleNotices,
  queryNotice,
  queryNoticeDrafts,
  queryNoticeRevisions,
  queryParamByProcessInstId,
  queryPublishingUnits,
  returnWorkItem,
  saveNoticeDraft,
  searchNoticeList,
  withdrawNotice,
  type TEndpoint,
} from '@supportal/contract';
import { accounts, dictionaryEntries, files, noticeDrafts } from '../../src/db/schema/index.js';
import { createAuthTestApp, type TAuthTestApp } from '../helpers/auth-app.js';
import { provinceNoticeFields } from '../helpers/notice-fields.js';
import { accountCalls, type TEnvelopeAnswer } from '../helpers/account-calls.js';
import { chinaTimeIn, provinceUnitsOf } from '../helpers/notice-console.js';
import { todoOf } from '../helpers/work-items.js';

describe('notice console', () => {
  let testApp: TAuthTestApp;
  let provinceOrg: { code: string; provAdmCode: string | null };
  let otherProvince: string;
  let uploadCount = 0;
  const sessions = accountCalls(() => testApp.app);
  const as =
    (userName: string) =>
    (endpoint: TEndpoint, body: object = {}): Promise<TEnvelopeAnswer> =>
      sessions.call(userName, endpoint, body);
  const visitor = async (endpoint: TEndpoint, body: object): Promise<TEnvelopeAnswer> => {
    const response = await testApp.app.inject({ method: 'POST', url: endpoint.path, payload: body });
    return { status: response.statusCode, ...response.json() };
  };
  const province = as('staff_prov');
  const city = as('staff_city');
  const hq = as('staff_hq');

  const fields = (overrides: object = {}) => ({
    noticeTitle: '江苏分公司2027年蓄电池框架采购公告',
    purchaseNoticeType: '2',
    purMode: '01',
    purModeLevel1: '1',
    orgCode: provinceOrg.code,
    visitorView: '1',
    publicationTime: chinaTimeIn(60),
    failureTime: chinaTimeIn(60 * 24 * 30),
    noticeContent:
      '<h2>一、项目概况</h2><script>alert(1)</script><table><tr><th>包号</th><th>数量</th></tr><tr><td>1</td><td>200组</td></tr></table>',
    ...overrides,
  });

  /** A pending upload of a notice attachment, as file/upload-file leaves it. */
  const uploadedBy = async (loginName: string) => {
    const { db } = testApp.database;
    const [account] = await db.select().from(accounts).where(eq(accounts.loginName, loginName));
    uploadCount += 1;
    const [file] = await db
      .insert(files)
      .values({
        fileName: '招标文件.pdf',
        contentType: 'application/pdf',
        sizeBytes: 4,
        sha256: 'test',
        storageKey: `notice-console-test-${uploadCount}`,
        uploadedBy: account?.id ?? null,
        purpose: 'noticeAttachment',
      })
      .returning({ id: files.id });
    return String(file?.id);
  };

  const hqTodoOf = (processInstID: string) => todoOf(hq, processInstID);

  /** Saves and submits as the province, approves as 总部: answers the draft id. */
  const publishThroughApproval = async (overrides: object = {}) => {
    const saved = await province(saveNoticeDraft, { ...fields(overrides), submit: true });
    expect(saved.status, saved.resultMsg).toBe(200);
    const item = await hqTodoOf(saved.data.processInstID);
    expect(item?.workItemName).toBe('总部公告审核');
    const approved = await hq(approveWorkItem, { workItemID: item?.workItemID, comment: '同意' });
    expect(approved.status, approved.resultMsg).toBe(200);
    return saved.data.id as string;
  };
  const visibleTitles = async (keyword: string) =>
    (
      (await visitor(queryNotice, { noticeTitle: keyword, size: 20 })).data.records as {
        noticeTitle: string;
      }[]
    ).map((record) => record.noticeTitle);
  /** The clock reaches a draft's publish time (the sweep compares with now). */
  const reachPublishTime = async (draftId: string) => {
    await testApp.database.db
      .update(noticeDrafts)
      .set({ publishAt: new Date(Date.now() - 1_000) })
      .where(eq(noticeDrafts.id, Number(draftId)));
  };

  beforeAll(async () => {
    testApp = await createAuthTestApp({ database: 'pglite', store: 'database' });
    const { own, other } = await provinceUnitsOf(testApp.database.db, 'staff_prov');
    provinceOrg = own;
    otherProvince = other.provAdmCode ?? '';
  });
  afterAll(async () => testApp?.close());

  it('lists the units a staff member may publish for: their own and the ones below', async () => {
    const units = (await province(queryPublishingUnits)).data as { orgCode: string; unitLevel: string }[];
    expect(units[0]).toMatchObject({ orgCode: provinceOrg.code, unitLevel: '2' });
    expect(units.slice(1).every((unit) => unit.unitLevel === '3')).toBe(true);
    const cityUnits = (await city(queryPublishingUnits)).data as unknown[];
    expect(cityUnits).toHaveLength(1);
  });

  it('publishes an approved notice only when its publish time comes, with its attachment', async () => {
    const draftId = await publishThroughApproval({ attachmentFileIds: [await uploadedBy('staff_prov')] });
    const draft = (await province(getNoticeDraft, { id: draftId })).data;
    expect(draft).toMatchObject({ status: '3', statusName: '待发布', noticeId: null });
    expect(draft.noticeContent).not.toContain('script');
    expect(draft.noticeContent).toContain('<td>200组</td>');
    // Approved but before its time: nothing public, whatever the sweep does.
    expect(await testApp.app.noticePublication.publishDueNotices()).toBe(0);
    expect(await visibleTitles('蓄电池框架')).toEqual([]);

    await reachPublishTime(draftId);
    expect(await testApp.app.noticePublication.publishDueNotices()).toBe(1);
    const published = (await province(getNoticeDraft, { id: draftId })).data;
    expect(published.status).toBe('4');
    expect(await visibleTitles('蓄电池框架')).toEqual(['江苏分公司2027年蓄电池框架采购公告']);
    const search = await visitor(searchNoticeList, { noticeTitle: '蓄电池框架' });
    expect(search.data.total).toBe(1);
    const detail = await visitor(getNoticeById, { id: published.noticeId });
    expect(detail.data).toMatchObject({
      noticeState: '1',
      revision: 1,
      amendedTime: null,
      stateReason: null,
    });
    const attachments = await visitor(getAttFiles, {
      relId: published.noticeId,
      relName: NOTICE_ATTACHMENT_REL_NAME,
    });
    expect(attachments.data.records.map((file: { fileName: string }) => file.fileName)).toEqual([
      '招标文件.pdf',
    ]);
    // A second sweep (another instance) publishes nothing twice.
    expect(await testApp.app.noticePublication.publishDueNotices()).toBe(0);
  });

  it('sends a scheduled notice its author changes through approval again', async () => {
    const draftId = await publishThroughApproval({ noticeTitle: '南通铁塔基础加固施工采购公告' });
    // Only its author may change it: the reviewer reading it is told it is not theirs (no 编辑 button).
    expect((await province(getNoticeDraft, { id: draftId })).data.isOwn).toBe(true);
    expect((await hq(getNoticeDraft, { id: draftId })).data).toMatchObject({ status: '3', isOwn: false });
    const changed = fields({
      noticeTitle: '南通铁塔基础加固施工采购公告（调整）',
      publicationTime: chinaTimeIn(-1),
    });
    expect((await city(saveNoticeDraft, { ...changed, id: draftId, submit: true })).status).toBe(404);
    const saved = await province(saveNoticeDraft, { ...changed, id: draftId, submit: true });
    expect(saved.status, saved.resultMsg).toBe(200);
    expect(saved.data.status).toBe('2');
    // Its (new, past) time has come, but the changed content is not approved yet: nothing public.
    expect(await testApp.app.noticePublication.publishDueNotices()).toBe(0);
    expect(await visibleTitles('南通铁塔基础加固')).toEqual([]);

    const item = await hqTodoOf(saved.data.processInstID);
    expect((await hq(approveWorkItem, { workItemID: item?.workItemID, comment: '同意' })).status).toBe(200);
    expect(await visibleTitles('南通铁塔基础加固')).toEqual(['南通铁塔基础加固施工采购公告（调整）']);
    expect((await province(getNoticeDraft, { id: draftId })).data.status).toBe('4');
  });

  it('amends a published notice after approval: visitors see when and what changed', async () => {
    const draftId = await publishThroughApproval({ noticeTitle: '苏州光缆线路维护服务采购公告' });
    await reachPublishTime(draftId);
    await testApp.app.noticePublication.publishDueNotices();
    const noticeId = (await province(getNoticeDraft, { id: draftId })).data.noticeId as string;

    const withoutReason = await province(saveNoticeDraft, {
      ...fields({ noticeTitle: '苏州光缆线路维护服务采购公告（更正）' }),
      amendsNoticeId: noticeId,
    });
    expect(withoutReason.status).toBe(400);
    const amendment = await province(saveNoticeDraft, {
      ...fields({
        noticeTitle: '苏州光缆线路维护服务采购公告（更正）',
        noticeContent: '<p>投标截止时间顺延。</p>',
      }),
      amendsNoticeId: noticeId,
      amendReason: '投标截止时间顺延',
      submit: true,
    });
    expect(amendment.status, amendment.resultMsg).toBe(200);
    const item = await hqTodoOf(amendment.data.processInstID);
    await hq(approveWorkItem, { workItemID: item?.workItemID, comment: '同意' });

    const detail = (await visitor(getNoticeById, { id: noticeId })).data;
    expect(detail).toMatchObject({ noticeTitle: '苏州光缆线路维护服务采购公告（更正）', revision: 2 });
    expect(detail.amendedTime).not.toBeNull();
    const { amendments } = (await visitor(queryNoticeRevisions, { id: noticeId })).data;
    expect(amendments).toHaveLength(1);
    expect(amendments[0]).toMatchObject({
      reason: '投标截止时间顺延',
      before: { revision: 1, noticeTitle: '苏州光缆线路维护服务采购公告' },
      after: { revision: 2, noticeTitle: '苏州光缆线路维护服务采购公告（更正）' },
    });
    expect(amendments[0].after.noticeContent).toContain('顺延');
    expect(await visibleTitles('苏州光缆')).toEqual(['苏州光缆线路维护服务采购公告（更正）']);
  });

  it("shows an amendment's approver the version it replaces: the deadline move, before and after approval", async () => {
    const draftId = await publishThroughApproval({
      noticeTitle: '无锡铁塔基站配套采购公告',
      bidDeadline: chinaTimeIn(60 * 24 * 7),
      projectNumber: 'WX-2027-001',
    });
    await reachPublishTime(draftId);
    await testApp.app.noticePublication.publishDueNotices();
    const published = (await province(getNoticeDraft, { id: draftId })).data;
    expect(published.amendedVersion).toBeNull();
    const noticeId = published.noticeId as string;
    const before = published.bidDeadline as string;
    const after = chinaTimeIn(60 * 24 * 14).slice(0, 16);
    const amendment = await province(saveNoticeDraft, {
      ...fields({
        noticeTitle: '无锡铁塔基站配套采购公告',
        bidDeadline: after,
        projectNumber: 'WX-2027-001',
      }),
      amendsNoticeId: noticeId,
      amendReason: '投标截止时间顺延一周',
      submit: true,
    });
    expect(amendment.status, amendment.resultMsg).toBe(200);
    const replaced = { revision: 1, bidDeadline: before, projectNumber: 'WX-2027-001' };

    // The author in the console, and 总部 in the task window's 业务单据: the version it replaces beside it.
    const draft = (await province(getNoticeDraft, { id: amendment.data.id })).data;
    expect(draft).toMatchObject({ bidDeadline: `${after}:00`, amendedVersion: replaced });
    expect(draft.amendedVersion.noticeContent).not.toContain('<script');
    const business = await hq(queryParamByProcessInstId, { processInstId: amendment.data.processInstID });
    expect(business.status, business.resultMsg).toBe(200);
    expect(business.data.bizObject.noticeDraft).toMatchObject({
      bidDeadline: `${after}:00`,
      amendedVersion: replaced,
    });
    // Nobody outside the process reads it, whatever they send.
    expect(
      (await visitor(queryParamByProcessInstId, { processInstId: amendment.data.processInstID })).status,
    ).toBe(401);
    expect(
      (await city(queryParamByProcessInstId, { processInstId: amendment.data.processInstID })).status,
    ).toBe(403);
    expect((await city(getNoticeDraft, { id: amendment.data.id })).status).toBe(404);
    expect((await hq(queryParamByProcessInstId, { processInstId: 'abc' })).status).toBe(400);

    const item = await hqTodoOf(amendment.data.processInstID);
    expect((await hq(approveWorkItem, { workItemID: item?.workItemID, comment: '同意' })).status).toBe(200);
    // Once applied, the notice is the new version; the amendment still shows the one it replaced.
    const applied = (await province(getNoticeDraft, { id: amendment.data.id })).data;
    expect(applied.status).toBe('4');
    expect(applied.amendedVersion).toMatchObject(replaced);
  });

  it('keeps the attachments of an amended notice unless the amendment changes them', async () => {
    const attachmentNames = async (noticeId: string) =>
      (await visitor(getAttFiles, { relId: noticeId, relName: NOTICE_ATTACHMENT_REL_NAME })).data.records.map(
        (file: { fileName: string }) => file.fileName,
      );
    const amendAndApprove = async (noticeId: string, overrides: object) => {
      const unchanged = fields({ noticeTitle: '扬州管道疏通服务采购公告' });
      const amendment = await province(saveNoticeDraft, {
        ...unchanged,
        ...overrides,
        amendsNoticeId: noticeId,
        amendReason: '补充说明',
        submit: true,
      });
      expect(amendment.status, amendment.resultMsg).toBe(200);
      const item = await hqTodoOf(amendment.data.processInstID);
      expect((await hq(approveWorkItem, { workItemID: item?.workItemID, comment: '同意' })).status).toBe(200);
    };
    const draftId = await publishThroughApproval({
      noticeTitle: '扬州管道疏通服务采购公告',
      attachmentFileIds: [await uploadedBy('staff_prov'), await uploadedBy('staff_prov')],
    });
    await reachPublishTime(draftId);
    await testApp.app.noticePublication.publishDueNotices();
    const noticeId = (await province(getNoticeDraft, { id: draftId })).data.noticeId as string;
    expect(await attachmentNames(noticeId)).toHaveLength(2);

    // No attachment ids: the amendment changes the body only.
    await amendAndApprove(noticeId, { noticeContent: '<p>服务期限调整为两年。</p>' });
    expect((await visitor(getNoticeById, { id: noticeId })).data.noticeContent).toContain('两年');
    expect(await attachmentNames(noticeId)).toHaveLength(2);
    // An explicit empty list removes them.
    await amendAndApprove(noticeId, { attachmentFileIds: [] });
    expect(await attachmentNames(noticeId)).toEqual([]);
  });

  it('takes purchase modes from the OBP_PUR_MODE dictionaries, refusing others by field', async () => {
    const before = (await province(queryNoticeDrafts, { scope: 'mine' })).data.total;
    const typed = await province(saveNoticeDraft, fields({ purMode: '公开招标' }));
    expect(typed.status).toBe(400);
    expect(typed.errors).toEqual([expect.objectContaining({ path: 'purMode' })]);
    const level1 = await province(saveNoticeDraft, fields({ purModeLevel1: '9' }));
    expect(level1.status).toBe(400);
    expect(level1.errors).toEqual([expect.objectContaining({ path: 'purModeLevel1' })]);
    expect((await province(queryNoticeDrafts, { scope: 'mine' })).data.total).toBe(before);

    // An entry the admin disables (字典管理) is no longer accepted.
    const { db } = testApp.database;
    const mode = and(eq(dictionaryEntries.dictType, 'OBP_PUR_MODE'), eq(dictionaryEntries.value, '02'));
    expect((await province(saveNoticeDraft, fields({ purMode: '02' }))).status).toBe(200);
    await db.update(dictionaryEntries).set({ enabled: false }).where(mode);
    expect((await province(saveNoticeDraft, fields({ purMode: '02' }))).status).toBe(400);
    await db.update(dictionaryEntries).set({ enabled: true }).where(mode);
  });

  it('takes the IP fields of type 47 from their dictionaries, refusing others by field', async () => {
    const ipFields = (overrides: object) =>
      fields({
        purchaseNoticeType: '47',
        resultsNoticeType: '2',
        purMode: undefined,
        purModeLevel1: undefined,
        conversionMethod: ['01'],
        transformationField: ['03'],
        ...overrides,
      });
    const before = (await province(queryNoticeDrafts, { scope: 'mine' })).data.total;
    const method = await province(saveNoticeDraft, ipFields({ conversionMethod: ['01', '转让'] }));
    expect(method.status).toBe(400);
    expect(method.errors).toEqual([{ path: 'conversionMethod', message: expect.stringContaining('转让') }]);
    const field = await province(saveNoticeDraft, ipFields({ transformationField: ['99'] }));
    expect(field.status).toBe(400);
    expect(field.errors).toEqual([{ path: 'transformationField', message: expect.stringContaining('99') }]);
    expect((await province(queryNoticeDrafts, { scope: 'mine' })).data.total).toBe(before);

    const saved = await province(saveNoticeDraft, ipFields({}));
    expect(saved.status, saved.resultMsg).toBe(200);
    const draft = (await province(getNoticeDraft, { id: saved.data.id })).data;
    expect(draft).toMatchObject({ conversionMethod: ['01'], transformationField: ['03'] });
  });

  it('withdraws a notice with a reason: lists grey it out, its page says why', async () => {
    const draftId = await publishThroughApproval({ noticeTitle: '无锡机房空调维保采购公告' });
    await reachPublishTime(draftId);
    await testApp.app.noticePublication.publishDueNotices();
    const noticeId = (await province(getNoticeDraft, { id: draftId })).data.noticeId as string;
    expect((await province(withdrawNotice, { noticeId, reason: '' })).status).toBe(400);
    expect((await city(withdrawNotice, { noticeId, reason: '越权' })).status).toBe(403);
    const withdrawn = await province(withdrawNotice, { noticeId, reason: '采购需求取消' });
    expect(withdrawn.status, withdrawn.resultMsg).toBe(200);
    const list = (await visitor(queryNotice, { noticeTitle: '无锡机房', size: 5 })).data.records;
    expect(list[0]).toMatchObject({ noticeState: '0' });
    const detail = (await visitor(getNoticeById, { id: noticeId })).data;
    expect(detail.stateReason).toBe('已撤回：采购需求取消');
    expect((await province(withdrawNotice, { noticeId, reason: '再次' })).status).toBe(409);
  });

  it('refuses bad input without writing anything', async () => {
    const before = (await province(queryNoticeDrafts, { scope: 'mine' })).data.total;
    const hqUnit = (await hq(queryPublishingUnits)).data[0].orgCode as string;
    expect((await province(saveNoticeDraft, fields({ orgCode: hqUnit }))).status).toBe(403);
    expect((await province(saveNoticeDraft, fields({ provAdmCode: otherProvince }))).status).toBe(403);
    expect((await city(saveNoticeDraft, fields({ orgCode: provinceOrg.code }))).status).toBe(403);
    // A city account publishing for another province, even as its own unit: 403 naming the province.
    const cityUnit = (await city(queryPublishingUnits)).data[0].orgCode as string;
    const cityElsewhere = await city(
      saveNoticeDraft,
      fields({ orgCode: cityUnit, provAdmCode: otherProvince }),
    );
    expect(cityElsewhere.status).toBe(403);
    expect(cityElsewhere.errors).toEqual([expect.objectContaining({ path: 'provAdmCode' })]);
    // A new notice's time in the past (a browser in New York read 此刻 as China time): refused, saying so.
    const past = await province(saveNoticeDraft, fields({ publicationTime: chinaTimeIn(-13 * 60) }));
    expect(past.status).toBe(400);
    expect(past.resultMsg).toContain('发布时间不能早于当前时间（北京时间');
    expect(past.errors).toEqual([expect.objectContaining({ path: 'publicationTime' })]);
    const early = await province(saveNoticeDraft, fields({ failureTime: chinaTimeIn(10) }));
    expect(early.status).toBe(400);
    expect(early.resultMsg).toContain('失效时间应晚于发布时间');
    const scriptOnly = await province(
      saveNoticeDraft,
      fields({ noticeContent: '<script>alert(1)</script>' }),
    );
    expect(scriptOnly.status).toBe(400);
    expect(scriptOnly.resultMsg).toContain('正文不能为空');
    expect((await province(saveNoticeDraft, fields({ attachmentFileIds: ['999999'] }))).status).toBe(400);
    // Someone else's upload cannot be attached.
    const others = await uploadedBy('staff_city');
    expect((await province(saveNoticeDraft, fields({ attachmentFileIds: [others] }))).status).toBe(400);
    expect((await province(saveNoticeDraft, fields({ purchaseNoticeType: '3' }))).status).toBe(400);
    expect(
      (await province(saveNoticeDraft, fields({ purchaseNoticeType: '47', resultsNoticeType: '9' }))).status,
    ).toBe(400);
    expect((await province(queryNoticeDrafts, { scope: 'mine' })).data.total).toBe(before);
    expect((await province(queryNoticeDrafts, { scope: 'everything' })).status).toBe(400);
  });

  it('keeps drafts editable by their author until submitted, and lists them by scope', async () => {
    const saved = await province(saveNoticeDraft, fields({ noticeTitle: '常州分公司草稿公告' }));
    expect(saved.data).toMatchObject({ status: '1' });
    expect(saved.data.workItemID).not.toBeNull();
    const drafts = (await province(queryNoticeDrafts, { scope: 'drafts' })).data.records as { id: string }[];
    expect(drafts.map((draft) => draft.id)).toContain(saved.data.id);
    // Another unit's staff neither read nor edit it.
    expect((await city(getNoticeDraft, { id: saved.data.id })).status).toBe(404);
    expect((await city(saveNoticeDraft, { ...fields(), id: saved.data.id })).status).toBe(404);

    const edited = await province(saveNoticeDraft, {
      ...fields({ noticeTitle: '常州分公司草稿公告（定稿）' }),
      id: saved.data.id,
      submit: true,
    });
    expect(edited.status, edited.resultMsg).toBe(200);
    expect(edited.data.status).toBe('2');
    const waiting = (await hq(queryNoticeDrafts, { scope: 'waiting', noticeTitle: '常州' })).data.records;
    expect(waiting.map((draft: { noticeTitle: string }) => draft.noticeTitle)).toEqual([
      '常州分公司草稿公告（定稿）',
    ]);
    expect((await province(saveNoticeDraft, { ...fields(), id: saved.data.id })).status).toBe(409);

    // Returned by 总部: editable again.
    const item = await hqTodoOf(edited.data.processInstID);
    const returned = await hq(returnWorkItem, {
      workItemID: item?.workItemID,
      activityDefID: 'write',
      comment: '请补充资格要求',
    });
    expect(returned.status, returned.resultMsg).toBe(200);
    const again = await province(saveNoticeDraft, { ...fields(), id: saved.data.id });
    expect(again.status, again.resultMsg).toBe(200);
    const filtered = (
      await province(queryNoticeDrafts, { scope: 'mine', status: '1', purchaseNoticeType: '2' })
    ).data;
    expect(filtered.records.every((draft: { status: string }) => draft.status === '1')).toBe(true);
  });
  it('keeps one row per notice in the books, with its true state and the actions it allows', async () => {
    const draftId = await publishThroughApproval({ noticeTitle: '泰州基站电源改造采购公告' });
    await reachPublishTime(draftId);
    await testApp.app.noticePublication.publishDueNotices();
    const noticeId = (await province(getNoticeDraft, { id: draftId })).data.noticeId as string;
    const books = async (body: object) => {
      const answer = await province(queryConsoleNotices, body);
      expect(answer.status, answer.resultMsg).toBe(200);
      return answer.data.records as {
        noticeTitle: string;
        state: string;
        stateName: string;
        allowedActions: string[];
        noticeId: string;
        draftId: string;
        amendmentPending: boolean;
      }[];
    };
    expect(await books({ scope: 'mine', keyword: '泰州基站' })).toEqual([
      expect.objectContaining({
        noticeId,
        draftId,
        stateName: '已发布',
        allowedActions: ['amend', 'withdraw', 'expire'],
      }),
    ]);

    const amendment = await province(saveNoticeDraft, {
      ...fields({ noticeTitle: '泰州基站电源改造采购公告（更正）' }),
      amendsNoticeId: noticeId,
      amendReason: '更正标题',
      submit: true,
    });
    expect(amendment.status, amendment.resultMsg).toBe(200);
    // In approval: the notice offers no second amendment, and the server refuses one.
    expect(await books({ scope: 'mine', keyword: '泰州基站' })).toEqual([
      expect.objectContaining({ noticeId, amendmentPending: true, allowedActions: ['withdraw', 'expire'] }),
    ]);
    const second = await province(saveNoticeDraft, {
      ...fields({ noticeTitle: '泰州基站电源改造采购公告（再更正）' }),
      amendsNoticeId: noticeId,
      amendReason: '再更正',
    });
    expect(second.status).toBe(409);
    const item = await hqTodoOf(amendment.data.processInstID);
    await hq(approveWorkItem, { workItemID: item?.workItemID, comment: '同意' });
    // One row, under its new title, 已修订（第 2 版）.
    expect(await books({ scope: 'mine', keyword: '泰州基站' })).toEqual([
      expect.objectContaining({
        noticeId,
        draftId: amendment.data.id,
        noticeTitle: '泰州基站电源改造采购公告（更正）',
        state: 'amended',
        stateName: '已修订（第 2 版）',
      }),
    ]);

    expect((await province(withdrawNotice, { noticeId, reason: '项目取消' })).status).toBe(200);
    expect(await books({ scope: 'mine', keyword: '泰州基站' })).toEqual([
      expect.objectContaining({ noticeId, stateName: '已撤回', allowedActions: [] }),
    ]);
    expect(
      (await books({ scope: 'unit', state: 'withdrawn', keyword: noticeId })).map((row) => row.noticeId),
    ).toEqual([noticeId]);
    // By title: an id as keyword also finds titles containing its digits (an id of 20 finds every 2027).
    expect(await books({ scope: 'unit', state: 'published', keyword: '泰州基站' })).toEqual([]);
    expect((await province(getNoticeActions, { noticeId })).data.allowedActions).toEqual([]);
  });

  it('finds every notice of the unit and below, imported ones included, with what staff may do', async () => {
    // A city of 江苏 other than staff_city's own (南京), which staff_city therefore does not reach.
    const nanjing = (await city(queryPublishingUnits)).data[0].orgCode as string;
    const cityUnit = (
      (await province(queryPublishingUnits)).data as { orgCode: string; orgName: string; unitLevel: string }[]
    ).find((unit) => unit.unitLevel === '3' && unit.orgCode !== nanjing);
    if (!cityUnit) throw new Error('江苏 has only one city in the test data');
    const noticeId = String(
      await testApp.app.noticeWriter.transaction(testApp.database.db, (writer) =>
        writer.create({
          notice: provinceNoticeFields('盐城市分公司铁塔防腐维修采购公告', {
            orgCode: cityUnit.orgCode,
            orgName: cityUnit.orgName,
            unitLevel: '3',
            publishedAt: new Date('2026-03-10T02:00:00Z'),
          }),
        }),
      ),
    );
    const unitBooks = async (caller: typeof province, body: object) =>
      (await caller(queryConsoleNotices, { scope: 'unit', ...body })).data.records as {
        noticeId: string;
        draftId: string | null;
        stateName: string;
        allowedActions: string[];
      }[];
    const found = await unitBooks(province, { keyword: '铁塔防腐' });
    expect(found).toEqual([
      expect.objectContaining({
        noticeId,
        draftId: null,
        stateName: '已发布',
        allowedActions: ['amend', 'withdraw', 'expire'],
      }),
    ]);
    // By its id (titles holding the same digits match too).
    expect((await unitBooks(province, { keyword: noticeId })).map((row) => row.noticeId)).toContain(noticeId);
    expect(await unitBooks(province, { keyword: '铁塔防腐', purchaseNoticeType: '8' })).toEqual([]);
    expect(
      await unitBooks(province, {
        keyword: '铁塔防腐',
        publishedFrom: '2026-03-10',
        publishedTo: '2026-03-10',
      }),
    ).toHaveLength(1);
    expect(await unitBooks(province, { keyword: '铁塔防腐', publishedFrom: '2026-03-11' })).toEqual([]);
    // 总部 reaches it too; another city's staff do not, and the notice page offers them nothing.
    expect(await unitBooks(hq, { keyword: '铁塔防腐' })).toHaveLength(1);
    expect((await province(getNoticeActions, { noticeId })).data.allowedActions).toEqual([
      'amend',
      'withdraw',
      'expire',
    ]);
    expect(await unitBooks(city, { keyword: '铁塔防腐' })).toEqual([]);
    expect((await city(getNoticeActions, { noticeId })).data.allowedActions).toEqual([]);
    // Amending it from the notice page (?amends=) works as for a console notice.
    const amendment = await province(saveNoticeDraft, {
      ...fields({ noticeTitle: '盐城市分公司铁塔防腐维修采购公告（更正）', orgCode: cityUnit.orgCode }),
      amendsNoticeId: noticeId,
      amendReason: '更正',
    });
    expect(amendment.status, amendment.resultMsg).toBe(200);
  });

  it('refuses the books and notice actions to visitors and bad input', async () => {
    expect((await visitor(queryConsoleNotices, { scope: 'unit' })).status).toBe(401);
    expect((await visitor(getNoticeActions, { noticeId: '1' })).status).toBe(401);
    expect((await province(queryConsoleNotices, { state: 'gone' })).status).toBe(400);
    expect((await province(queryConsoleNotices, { publishedFrom: '10 March' })).status).toBe(400);
    expect((await province(getNoticeActions, { noticeId: 'abc' })).status).toBe(400);
    expect((await province(getNoticeActions, { noticeId: '999999999' })).status).toBe(404);
  });
});
