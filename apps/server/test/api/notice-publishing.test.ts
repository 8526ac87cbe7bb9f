import { and, eq } from 'drizzle-orm';
import * as contract from '@supportal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  amendPublishedNotice,
  approveWorkItem,
  createPublishedNotice,
  getAttFiles,
  getNoticeById,
  getPublishedNoticeStatus,
  getUserInfo,
  issueApiClient,
  queryApiClients,
  queryAuditEvents,
  queryNotice,
  queryWorkItemList,
  revokeApiClient,
  rotateApiClient,
  uploadPublishedNoticeAttachment,
  withdrawPublishedNotice,
  type TEndpoint,
  type TWorkItem,
} from '@supportal/contract';
import { accounts, apiClientNotices, apiClients, noticeDrafts } from '../../src/db/schema/index.js';
import { createAuthTestApp, type TAuthTestApp } from '../helpers/auth-app.js';
import { accountCalls, type TEnvelopeAnswer } from '../helpers/account-calls.js';
import { chinaTimeIn, provinceUnitsOf } from '../helpers/notice-console.js';
import { malformedMultipartBodies } from '../helpers/malformed-multipart.js';
import { multipartBody } from '../helpers/multipart.js';

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x20)]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(500, 0x90)]);

describe('publishing API and API clients', () => {
  let testApp: TAuthTestApp;
  let provinceOrg: { code: string; name: string };
  let otherProvinceOrg: string;
  let externalCounter = 0;
  const nextExternalId = () => `ERP-2027-${String((externalCounter += 1)).padStart(4, '0')}`;

  const { tokenOf: userAuth, forget } = accountCalls(() => testApp.app);
  const call = async (
    endpoint: TEndpoint,
    authorization: string | null,
    input: object = {},
  ): Promise<TEnvelopeAnswer> => {
    const response = await testApp.app.inject({
      method: endpoint.method,
      url:
        endpoint.method === 'GET'
          ? `${endpoint.path}?${new URLSearchParams(input as Record<string, string>).toString()}`
          : endpoint.path,
      headers: authorization ? { authorization } : {},
      ...(endpoint.method === 'POST' ? { payload: input } : {}),
    });
    return { status: response.statusCode, ...response.json() };
  };
  const as =
    (userName: string) =>
    async (endpoint: TEndpoint, body: object = {}) =>
      call(endpoint, await userAuth(userName), body);
  const admin = as('demo_admin');
  const hq = as('staff_hq');
  const visitorList = async (keyword: string) =>
    (await call(queryNotice, null, { noticeTitle: keyword, size: 20 })).data.records as {
      noticeId: string;
      noticeTitle: string;
      noticeState: string;
    }[];

  /** Issues a client for the province unit; answers the credential as an Authorization value. */
  const issue = async (overrides: object = {}) => {
    const issued = await admin(issueApiClient, {
      name: '省ERP系统',
      orgCode: provinceOrg.code,
      noticeTypes: ['2', '8'],
      publishDirectly: false,
      ...overrides,
    });
    expect(issued.status, issued.resultMsg).toBe(200);
    return {
      id: issued.data.client.id as string,
      keyId: issued.data.client.keyId as string,
      credential: issued.data.credential as string,
      authorization: `Bearer ${issued.data.credential as string}`,
    };
  };

  const fields = (overrides: object = {}) => ({
    externalId: nextExternalId(),
    noticeTitle: `江苏分公司接口发布${externalCounter}号蓄电池采购公告`,
    purchaseNoticeType: '2',
    purMode: '01',
    orgCode: provinceOrg.code,
    visitorView: '1',
    publicationTime: chinaTimeIn(-1),
    failureTime: chinaTimeIn(60 * 24 * 30),
    noticeContent: '<h2>一、项目概况</h2><script>alert(1)</script><p>蓄电池 200 组</p>',
    ...overrides,
  });

  /** A client's api_client_notices rows (those of one external id when given). */
  const clientNoticeRows = async (keyId: string, externalId?: string) => {
    const { db } = testApp.database;
    const [clientRow] = await db.select().from(apiClients).where(eq(apiClients.keyId, keyId));
    const ofClient = eq(apiClientNotices.clientId, clientRow?.id ?? 0);
    return db
      .select()
      .from(apiClientNotices)
      .where(
        externalId === undefined ? ofClient : and(ofClient, eq(apiClientNotices.externalId, externalId)),
      );
  };

  const upload = async (authorization: string, fileName: string, bytes: Buffer) => {
    const { payload, contentType } = multipartBody(fileName, bytes);
    const response = await testApp.app.inject({
      method: 'POST',
      url: uploadPublishedNoticeAttachment.path,
      headers: { 'content-type': contentType, authorization },
      payload,
    });
    return { ...response.json(), status: response.statusCode } as TEnvelopeAnswer;
  };

  beforeAll(async () => {
    testApp = await createAuthTestApp({ database: 'pglite', store: 'database' });
    const { own, other } = await provinceUnitsOf(testApp.database.db, 'staff_prov');
    provinceOrg = own;
    otherProvinceOrg = other.code;
  });
  afterAll(async () => testApp?.close());

  it('lets an administrator issue a client whose secret is shown once and stored only hashed', async () => {
    const client = await issue({ name: '采购平台A' });
    expect(client.credential).toMatch(/^spc_[0-9a-f]{16}\.[A-Za-z0-9_-]{43}$/);
    const secret = client.credential.split('.')[1] ?? '';
    const [row] = await testApp.database.db
      .select()
      .from(apiClients)
      .where(eq(apiClients.keyId, client.keyId));
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(secret);

    const listed = await admin(queryApiClients);
    const entry = listed.data.clients.find((item: { id: string }) => item.id === client.id);
    expect(entry).toMatchObject({
      keyId: client.keyId,
      name: '采购平台A',
      state: 'active',
      lastUsedTime: null,
    });
    expect(JSON.stringify(listed.data)).not.toContain(secret);
    expect(listed.data.units.map((unit: { orgCode: string }) => unit.orgCode)).toContain(provinceOrg.code);

    // Used once: the console shows when.
    expect((await call(getPublishedNoticeStatus, client.authorization, { externalId: 'none' })).status).toBe(
      404,
    );
    const after = await admin(queryApiClients);
    expect(
      after.data.clients.find((item: { id: string }) => item.id === client.id).lastUsedTime,
    ).not.toBeNull();

    const audit = await admin(queryAuditEvents, { event: 'admin-api-client-issue' });
    expect(JSON.stringify(audit.data.records)).toContain(client.keyId);
  });

  it('refuses issuing without the permission, for a unit outside the admin’s org, or with a past expiry', async () => {
    const staff = await as('staff_prov')(issueApiClient, {
      name: 'x',
      orgCode: provinceOrg.code,
      noticeTypes: ['2'],
    });
    expect(staff.status).toBe(403);
    const unknownUnit = await admin(issueApiClient, {
      name: 'x',
      orgCode: 'NO-SUCH-UNIT',
      noticeTypes: ['2'],
    });
    expect(unknownUnit.status).toBe(403);
    expect(unknownUnit.errors?.[0]?.path).toBe('orgCode');
    const past = await admin(issueApiClient, {
      name: 'x',
      orgCode: provinceOrg.code,
      noticeTypes: ['2'],
      expireTime: '2020-01-01 00:00:00',
    });
    expect(past.status).toBe(400);
    expect(past.errors?.[0]?.path).toBe('expireTime');
    const noTypes = await admin(issueApiClient, { name: 'x', orgCode: provinceOrg.code, noticeTypes: [] });
    expect(noTypes.status).toBe(400);
  });

  it('lets an administrator hand out only rights it holds: 公告管理 itself, publishing without review only from 总部', async () => {
    // demo_admin_js holds 系统管理 only: no client at all, whether reviewed or direct.
    for (const publishDirectly of [false, true]) {
      const refused = await as('demo_admin_js')(issueApiClient, {
        name: '江苏ERP',
        orgCode: provinceOrg.code,
        noticeTypes: ['2'],
        publishDirectly,
      });
      expect(refused.status).toBe(403);
      expect(refused.resultMsg).toContain('公告管理');
    }
    const jsList = await as('demo_admin_js')(queryApiClients);
    expect(jsList.data.issueRefusal).toContain('公告管理');
    expect((await admin(queryApiClients)).data).toMatchObject({
      issueRefusal: null,
      publishDirectlyRefusal: null,
    });
    // The same administrator once it also publishes notices (省分采购人员): a reviewed client of its
    // province, never a direct one, nor a new secret for 总部's direct client of its province.
    await testApp.database.db
      .update(accounts)
      .set({ roles: [contract.ROLES.admin, contract.ROLES.staffProvince] })
      .where(eq(accounts.loginName, 'demo_admin_js'));
    const publisher = as('demo_admin_js');
    forget('demo_admin_js');
    const direct = await publisher(issueApiClient, {
      name: '江苏ERP',
      orgCode: provinceOrg.code,
      noticeTypes: ['2'],
      publishDirectly: true,
    });
    expect(direct.status).toBe(403);
    expect(direct.resultMsg).toContain('只能由总部的管理员');
    expect((await publisher(queryApiClients)).data).toMatchObject({
      issueRefusal: null,
      publishDirectlyRefusal: direct.resultMsg,
    });
    const reviewed = await publisher(issueApiClient, {
      name: '江苏ERP',
      orgCode: provinceOrg.code,
      noticeTypes: ['2'],
      publishDirectly: false,
    });
    expect(reviewed.status, reviewed.resultMsg).toBe(200);
    const hqDirect = await issue({ publishDirectly: true });
    const rotate = await publisher(rotateApiClient, { id: hqDirect.id });
    expect(rotate.status).toBe(403);
    expect(
      (await call(getPublishedNoticeStatus, hqDirect.authorization, { externalId: 'none' })).status,
    ).toBe(404);
    expect((await publisher(rotateApiClient, { id: reviewed.data.client.id })).status).toBe(200);
  });

  it('audits every notice a direct client publishes without review', async () => {
    const client = await issue({ publishDirectly: true });
    const body = fields();
    expect((await call(createPublishedNotice, client.authorization, body)).status).toBe(200);
    const audit = await admin(queryAuditEvents, { event: 'api-client-direct-publish', size: 50 });
    const record = (audit.data.records as { loginName: string; eventName: string; detail: string }[]).find(
      (row) => row.loginName === `api-client:${client.keyId}`,
    );
    expect(record?.eventName).toBe('接口客户端免审核发布');
    expect(record?.detail).toContain(body.noticeTitle);
  });

  it('answers 401 to a missing, malformed, wrong, revoked or expired credential and to user tokens', async () => {
    const client = await issue();
    const status = (authorization: string | null) =>
      call(getPublishedNoticeStatus, authorization, { externalId: 'ERP-0' }).then((answer) => answer.status);
    expect(await status(client.authorization)).toBe(404);
    expect(await status(null)).toBe(401);
    expect(await status('Bearer garbage')).toBe(401);
    expect(await status(`Bearer ${client.keyId}.${'A'.repeat(43)}`)).toBe(401);
    // A staff member's session token is not a client credential.
    expect(await status(await userAuth('staff_prov'))).toBe(401);
    // …and a client credential is not a session.
    expect((await call(getUserInfo, client.authorization)).status).toBe(401);

    await testApp.database.db
      .update(apiClients)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiClients.keyId, client.keyId));
    const expired = await call(getPublishedNoticeStatus, client.authorization, { externalId: 'ERP-0' });
    expect(expired).toMatchObject({ status: 401, resultStat: '401', resultMsg: '接口客户端凭证已过期' });

    const other = await issue();
    expect((await admin(revokeApiClient, { id: other.id })).data.state).toBe('revoked');
    const revoked = await call(getPublishedNoticeStatus, other.authorization, { externalId: 'ERP-0' });
    expect(revoked).toMatchObject({ status: 401, resultMsg: '接口客户端凭证已吊销' });
    expect((await admin(revokeApiClient, { id: other.id })).status).toBe(409);
  });

  it('walks every publishing-API call: no credential or a user token is 401, a credential passes', async () => {
    const calls = (Object.values(contract) as unknown[])
      .filter(
        (value): value is TEndpoint =>
          typeof value === 'object' && value !== null && 'path' in value && 'access' in value,
      )
      .filter((endpoint) => contract.needsApiClient(endpoint.access));
    expect(calls.map((endpoint) => endpoint.path).sort()).toEqual(
      [
        createPublishedNotice,
        amendPublishedNotice,
        withdrawPublishedNotice,
        getPublishedNoticeStatus,
        uploadPublishedNoticeAttachment,
      ]
        .map((endpoint) => endpoint.path)
        .sort(),
    );
    const client = await issue();
    for (const endpoint of calls) {
      for (const authorization of [null, await userAuth('staff_hq'), await userAuth('demo_admin')]) {
        const answer = await call(endpoint, authorization);
        expect(answer.status, endpoint.path).toBe(401);
        expect(answer.resultStat, endpoint.path).toBe('401');
      }
      expect([401, 403], endpoint.path).not.toContain((await call(endpoint, client.authorization)).status);
    }
  });

  it('rotates a secret: the old one stops at once, the new one works', async () => {
    const client = await issue();
    const rotated = await admin(rotateApiClient, { id: client.id });
    expect(rotated.status).toBe(200);
    expect(rotated.data.client.keyId).toBe(client.keyId);
    expect(rotated.data.credential).not.toBe(client.credential);
    const ask = (authorization: string) =>
      call(getPublishedNoticeStatus, authorization, { externalId: 'ERP-0' }).then((answer) => answer.status);
    expect(await ask(client.authorization)).toBe(401);
    expect(await ask(`Bearer ${rotated.data.credential as string}`)).toBe(404);
    const audit = await admin(queryAuditEvents, { event: 'admin-api-client-rotate' });
    expect(JSON.stringify(audit.data.records)).toContain(client.keyId);
  });

  it('sends a client’s notice through approval and publishes it at its time', async () => {
    const client = await issue();
    const body = fields({ publicationTime: chinaTimeIn(60) });
    const created = await call(createPublishedNotice, client.authorization, body);
    expect(created.status, created.resultMsg).toBe(200);
    expect(created.data).toMatchObject({ externalId: body.externalId, status: 'inApproval', noticeId: null });

    // 总部 reviews a province unit's notice, as for console notices.
    const todo = (await hq(queryWorkItemList, { queryType: '0' })).data.records as TWorkItem[];
    const item = todo.find((candidate) => candidate.processInstName.includes(body.noticeTitle));
    expect(item?.workItemName).toBe('总部公告审核');
    expect((await hq(approveWorkItem, { workItemID: item?.workItemID, comment: '同意' })).status).toBe(200);
    const scheduled = await call(getPublishedNoticeStatus, client.authorization, {
      externalId: body.externalId,
    });
    expect(scheduled.data.status).toBe('scheduled');
    expect(await visitorList(body.noticeTitle)).toEqual([]);

    // Its time comes: the sweep publishes it.
    await testApp.database.db
      .update(noticeDrafts)
      .set({ publishAt: new Date(Date.now() - 1000) })
      .where(eq(noticeDrafts.title, body.noticeTitle));
    await testApp.app.noticePublication.publishDueNotices();
    const published = await call(getPublishedNoticeStatus, client.authorization, {
      externalId: body.externalId,
    });
    expect(published.data).toMatchObject({ status: 'published', revision: 1 });
    expect(published.data.publicUrl).toMatch(
      new RegExp(`/noticeDetail\\?id=${published.data.noticeId as string}$`),
    );
    expect((await visitorList(body.noticeTitle)).map((notice) => notice.noticeId)).toEqual([
      published.data.noticeId,
    ]);
    const detail = await call(getNoticeById, null, { id: published.data.noticeId });
    expect(detail.data.noticeContent).toContain('蓄电池 200 组');
    expect(detail.data.noticeContent).not.toContain('<script');
  });

  it('is idempotent by externalId: the same create answers the same notice, other content 409', async () => {
    const client = await issue({ publishDirectly: true });
    const body = fields();
    const first = await call(createPublishedNotice, client.authorization, body);
    expect(first.data.status).toBe('published');
    // Same fields in another order, with an unknown extra field: the same request.
    const { noticeTitle, ...rest } = body;
    const again = await call(createPublishedNotice, client.authorization, {
      clientVersion: '2',
      ...rest,
      noticeTitle,
    });
    expect(again.status).toBe(200);
    expect(again.data.noticeId).toBe(first.data.noticeId);
    expect(await visitorList(body.noticeTitle)).toHaveLength(1);

    const changed = await call(createPublishedNotice, client.authorization, {
      ...body,
      noticeTitle: '另一个标题的公告',
    });
    expect(changed.status).toBe(409);
    expect(changed.errors?.[0]?.path).toBe('externalId');
    expect(changed.resultMsg).toContain(body.externalId);

    // Another client may use the same externalId for its own notice.
    const otherClient = await issue({ publishDirectly: true });
    const other = await call(createPublishedNotice, otherClient.authorization, {
      ...body,
      noticeTitle: `${body.noticeTitle}（另一系统）`,
    });
    expect(other.status).toBe(200);
    expect(other.data.noticeId).not.toBe(first.data.noticeId);
  });

  it('creates one notice when identical creates race', async () => {
    const client = await issue({ publishDirectly: true });
    const body = fields();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => call(createPublishedNotice, client.authorization, body)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.data.noticeId)).size).toBe(1);
    expect(await visitorList(body.noticeTitle)).toHaveLength(1);
    const refs = await clientNoticeRows(client.keyId, body.externalId);
    expect(refs).toHaveLength(1);
    const drafts = await testApp.database.db
      .select()
      .from(noticeDrafts)
      .where(eq(noticeDrafts.title, body.noticeTitle));
    expect(drafts).toHaveLength(1);
  });

  it('amends by externalId (attachments kept unless changed) and withdraws with a reason', async () => {
    const client = await issue({ publishDirectly: true });
    const uploaded = await upload(client.authorization, '招标文件.pdf', PDF);
    expect(uploaded.status, uploaded.resultMsg).toBe(200);
    const body = { ...fields(), attachmentFileIds: [uploaded.data.id as string] };
    const created = await call(createPublishedNotice, client.authorization, body);
    expect(created.status, created.resultMsg).toBe(200);
    const noticeId = created.data.noticeId as string;
    const attachmentsOf = async () =>
      ((await call(getAttFiles, null, { relId: noticeId })).data.records as { fileName: string }[]).map(
        (file) => file.fileName,
      );
    expect(await attachmentsOf()).toEqual(['招标文件.pdf']);

    const noReason = await call(amendPublishedNotice, client.authorization, {
      ...body,
      attachmentFileIds: undefined,
    });
    expect(noReason.status).toBe(400);
    const { attachmentFileIds: _kept, ...withoutFiles } = body;
    const amended = await call(amendPublishedNotice, client.authorization, {
      ...withoutFiles,
      noticeTitle: `${body.noticeTitle}（更正）`,
      amendReason: '更正数量',
    });
    expect(amended.status, amended.resultMsg).toBe(200);
    expect(amended.data).toMatchObject({ status: 'published', noticeId, revision: 2 });
    expect((await visitorList(`${body.noticeTitle}（更正）`)).map((notice) => notice.noticeId)).toEqual([
      noticeId,
    ]);
    expect(await attachmentsOf()).toEqual(['招标文件.pdf']);

    const removed = await call(amendPublishedNotice, client.authorization, {
      ...body,
      attachmentFileIds: [],
      amendReason: '撤下附件',
    });
    expect(removed.data.revision).toBe(3);
    expect(await attachmentsOf()).toEqual([]);

    const noWithdrawReason = await call(withdrawPublishedNotice, client.authorization, {
      externalId: body.externalId,
    });
    expect(noWithdrawReason.status).toBe(400);
    const withdrawn = await call(withdrawPublishedNotice, client.authorization, {
      externalId: body.externalId,
      reason: '项目取消',
    });
    expect(withdrawn.data).toMatchObject({ status: 'withdrawn', stateReason: '已撤回：项目取消' });
    const listed = (await visitorList(body.noticeTitle))[0];
    expect(listed?.noticeState).toBe('0');
    expect(
      (
        await call(withdrawPublishedNotice, client.authorization, {
          externalId: body.externalId,
          reason: 'x',
        })
      ).status,
    ).toBe(409);
    expect(
      (await call(amendPublishedNotice, client.authorization, { ...body, amendReason: 'x' })).status,
    ).toBe(409);
  });

  it('withdraws a scheduled notice before it is ever public', async () => {
    const client = await issue({ publishDirectly: true });
    const body = fields({ publicationTime: chinaTimeIn(120) });
    expect((await call(createPublishedNotice, client.authorization, body)).data.status).toBe('scheduled');
    const withdrawn = await call(withdrawPublishedNotice, client.authorization, {
      externalId: body.externalId,
      reason: '不再采购',
    });
    expect(withdrawn.data.status).toBe('cancelled');
    await testApp.database.db
      .update(noticeDrafts)
      .set({ publishAt: new Date(Date.now() - 1000) })
      .where(eq(noticeDrafts.title, body.noticeTitle));
    await testApp.app.noticePublication.publishDueNotices();
    expect(await visitorList(body.noticeTitle)).toEqual([]);
  });

  it('amends a scheduled notice: the waiting content is replaced and approved again before it is public', async () => {
    const client = await issue();
    const body = fields({ publicationTime: chinaTimeIn(60) });
    expect((await call(createPublishedNotice, client.authorization, body)).status).toBe(200);
    const approveTodoOf = async (title: string) => {
      const todo = (await hq(queryWorkItemList, { queryType: '0' })).data.records as TWorkItem[];
      const item = todo.find((candidate) => candidate.processInstName.includes(title));
      expect(item, title).toBeDefined();
      expect((await hq(approveWorkItem, { workItemID: item?.workItemID, comment: '同意' })).status).toBe(200);
    };
    await approveTodoOf(body.noticeTitle);
    const status = () =>
      call(getPublishedNoticeStatus, client.authorization, { externalId: body.externalId });
    expect((await status()).data.status).toBe('scheduled');

    const revisedTitle = `${body.noticeTitle}（更正）`;
    const amended = await call(amendPublishedNotice, client.authorization, {
      ...body,
      noticeTitle: revisedTitle,
      noticeContent: '<p>蓄电池 300 组</p>',
      amendReason: '更正数量',
    });
    expect(amended.status, amended.resultMsg).toBe(200);
    expect(amended.data).toMatchObject({ status: 'inApproval', noticeTitle: revisedTitle, noticeId: null });
    // Its old time comes while the new content waits for review: nothing is published.
    const reachTime = () =>
      testApp.database.db
        .update(noticeDrafts)
        .set({ publishAt: new Date(Date.now() - 1000) })
        .where(eq(noticeDrafts.title, revisedTitle));
    await reachTime();
    expect(await testApp.app.noticePublication.publishDueNotices()).toBe(0);
    expect(await visitorList(body.noticeTitle)).toEqual([]);

    await approveTodoOf(revisedTitle);
    const published = (await status()).data;
    expect(published).toMatchObject({ status: 'published', noticeTitle: revisedTitle, revision: 1 });
    const detail = await call(getNoticeById, null, { id: published.noticeId });
    expect(detail.data.noticeContent).toContain('蓄电池 300 组');
    expect((await visitorList(body.noticeTitle)).map((notice) => notice.noticeTitle)).toEqual([revisedTitle]);
  });

  it('reschedules a direct client’s scheduled notice, publishing it at once when its new time has come', async () => {
    const client = await issue({ publishDirectly: true });
    const uploaded = await upload(client.authorization, '招标文件.pdf', PDF);
    const body = { ...fields({ publicationTime: chinaTimeIn(120) }), attachmentFileIds: [uploaded.data.id] };
    expect((await call(createPublishedNotice, client.authorization, body)).data.status).toBe('scheduled');
    const { attachmentFileIds: _kept, ...withoutFiles } = body;
    const laterTime = chinaTimeIn(240);
    const later = await call(amendPublishedNotice, client.authorization, {
      ...withoutFiles,
      publicationTime: laterTime,
      amendReason: '推迟发布',
    });
    expect(later.status, later.resultMsg).toBe(200);
    expect(later.data).toMatchObject({ status: 'scheduled', publicationTime: laterTime, noticeId: null });
    expect(await visitorList(body.noticeTitle)).toEqual([]);

    const now = await call(amendPublishedNotice, client.authorization, {
      ...withoutFiles,
      publicationTime: chinaTimeIn(-1),
      amendReason: '提前发布',
    });
    expect(now.data).toMatchObject({ status: 'published', revision: 1 });
    const files = await call(getAttFiles, null, { relId: now.data.noticeId });
    expect(files.data.records.map((file: { fileName: string }) => file.fileName)).toEqual(['招标文件.pdf']);
  });

  it('refuses bad input with the console’s checks and stores nothing', async () => {
    const client = await issue({ publishDirectly: true, noticeTypes: ['2', '47'] });
    const attempt = (overrides: object) =>
      call(createPublishedNotice, client.authorization, fields(overrides));
    const inverted = await attempt({ publicationTime: chinaTimeIn(60), failureTime: chinaTimeIn(30) });
    expect(inverted.status).toBe(400);
    expect(inverted.errors?.[0]?.path).toBe('failureTime');
    const foreign = await attempt({ orgCode: otherProvinceOrg });
    expect(foreign.status).toBe(403);
    expect(foreign.errors?.[0]?.path).toBe('orgCode');
    const scriptOnly = await attempt({ noticeContent: '<script>alert(1)</script>' });
    expect(scriptOnly.status).toBe(400);
    expect(scriptOnly.errors?.[0]?.path).toBe('noticeContent');
    const ipMethod = await attempt({
      purchaseNoticeType: '47',
      resultsNoticeType: '2',
      purMode: undefined,
      conversionMethod: ['作价入股'],
    });
    expect(ipMethod.status).toBe(400);
    expect(ipMethod.errors?.[0]?.path).toBe('conversionMethod');
    const typeRefused = await attempt({ purchaseNoticeType: '7' });
    expect(typeRefused.status).toBe(403);
    expect(typeRefused.errors?.[0]?.path).toBe('purchaseNoticeType');
    const noExternalId = await attempt({ externalId: '' });
    expect(noExternalId.status).toBe(400);
    expect(noExternalId.errors?.[0]?.path).toBe('externalId');
    const exe = await upload(client.authorization, 'setup.exe', EXE);
    expect(exe.status).toBe(400);
    const disguised = await upload(client.authorization, 'setup.pdf', EXE);
    expect(disguised.status).toBe(400);
    for (const body of malformedMultipartBodies(PDF)) {
      const malformed = await testApp.app.inject({
        method: 'POST',
        url: uploadPublishedNoticeAttachment.path,
        headers: { 'content-type': body.contentType, authorization: client.authorization },
        payload: body.payload,
      });
      expect([body.name, malformed.statusCode, malformed.json().resultStat]).toEqual([body.name, 400, '400']);
    }
    // Someone else's upload cannot be attached.
    const staffUpload = await testApp.app.inject({
      method: 'POST',
      url: '/supportal/v1/file/upload-file?purpose=noticeAttachment',
      headers: {
        'content-type': multipartBody('a.pdf', PDF).contentType,
        authorization: await userAuth('staff_prov'),
      },
      payload: multipartBody('a.pdf', PDF).payload,
    });
    const foreignFile = await attempt({ attachmentFileIds: [staffUpload.json().data.id] });
    expect(foreignFile.status).toBe(400);

    const refs = await clientNoticeRows(client.keyId);
    expect(refs).toEqual([]);
  });

  it('limits each client’s rate with a 429 envelope', async () => {
    const client = await issue();
    const other = await issue();
    let last: TEnvelopeAnswer | undefined;
    for (let index = 0; index < 121; index += 1)
      last = await call(getPublishedNoticeStatus, client.authorization, { externalId: 'ERP-0' });
    expect(last).toMatchObject({ status: 429, resultStat: '429' });
    // Another client is not affected.
    expect((await call(getPublishedNoticeStatus, other.authorization, { externalId: 'ERP-0' })).status).toBe(
      404,
    );
  });
});
