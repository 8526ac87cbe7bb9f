import {
  approveWorkItem,
  cancelProcess,
  getSupplierInfo,
  queryParamByProcessInstId,
  querySupplierBaseInfoBySupplierCode,
  querySupplierChangeRequests,
  querySupplierVersions,
  rejectWorkItem,
  returnWorkItem,
  sendSupplierChangeCode,
  submitSupplierChange,
  withdrawProcess,
  type TEndpoint,
  type TSupplierChangeRequest,
  type TSupplierRecord,
} from '@supportal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  files,
  supplierBankAccounts,
  supplierChangeRequests,
  suppliers,
  supplierVersions,
} from '../../src/db/schema/index.js';
import { authBackends, createAuthTestApp, describeBackend, type TAuthTestApp } from '../helpers/auth-app.js';
import { accountCalls } from '../helpers/account-calls.js';
import { createTestAccount, latestOutboxMessage } from '../helpers/auth-client.js';
import { unchangedProposalOf, uploadCertificateScan } from '../helpers/supplier-changes.js';
import { todoOf } from '../helpers/work-items.js';

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(400, 0x20)]);

/** demo_simple's company: password-only login, mobile 13900139000. */
const SUPPLIER = 'SUP100002';
const MOBILE = '13900139000';

describe.each(authBackends())('supplier information ($database)', (backend) => {
  let testApp: TAuthTestApp;
  const sessions = accountCalls(() => testApp.app);

  const as = (userName: string) => {
    const call = (endpoint: TEndpoint, body: object = {}) => sessions.call(userName, endpoint, body);
    return { call, todoOf: (processInstID: string) => todoOf(call, processInstID) };
  };
  const supplier = () => as('demo_simple');
  /** Uploads a certificate scan as the user; its file id. */
  const uploadScan = async (userName: string) =>
    uploadCertificateScan(testApp.app, await sessions.tokenOf(userName), '营业执照扫描件.pdf', PDF);
  const hq = () => as('staff_hq');

  const liveRecord = async () => (await supplier().call(getSupplierInfo)).data.record as TSupplierRecord;
  const requests = async () =>
    (await supplier().call(querySupplierChangeRequests)).data as {
      total: number;
      records: TSupplierChangeRequest[];
    };
  const submit = (fields: object) => supplier().call(submitSupplierChange, fields);
  const withAddress = async (address: string) => {
    const fields = unchangedProposalOf(await liveRecord());
    return { ...fields, base: { ...fields.base, address } };
  };
  const approveAs = async (processInstID: string) => {
    const item = await hq().todoOf(processInstID);
    expect(item, `HQ to-do of ${processInstID}`).toBeDefined();
    return hq().call(approveWorkItem, { workItemID: item?.workItemID, comment: '同意' });
  };

  beforeAll(async () => {
    testApp = await createAuthTestApp(backend);
  });
  afterAll(async () => testApp?.close());

  it(`${describeBackend(backend)}: 401 without a session, 403 for sub-accounts and staff`, async () => {
    const anonymous = await testApp.app.inject({ method: 'POST', url: getSupplierInfo.path, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect((await as('demo_sub').call(getSupplierInfo)).status).toBe(403);
    expect((await as('demo_sub').call(submitSupplierChange, {})).status).toBe(403);
    expect((await hq().call(getSupplierInfo)).status).toBe(403);
  });

  it('shows the live record with masked bank numbers and version 1', async () => {
    const record = await liveRecord();
    expect(record).toMatchObject({
      supplierCode: SUPPLIER,
      version: 1,
      base: { supplierName: '中鼎铁塔建设有限公司', uscc: '91110108MA01C8RX5Y' },
    });
    expect(record.bankAccounts[0]?.accountNumberMasked).toBe('****0521');
    expect(JSON.stringify(record)).not.toContain('11050162360000000521');
  });

  it('refuses bad input with a 400 on the field and stores nothing', async () => {
    const fields = unchangedProposalOf(await liveRecord());
    const [bank] = fields.bankAccounts;
    const [contact] = fields.contacts;
    const [certificate] = fields.certificates;
    const cases: [string, object][] = [
      ['base.uscc', { ...fields, base: { ...fields.base, uscc: '91110108MA01C8RX5X' } }],
      ['bankAccounts.0.accountNumber', { ...fields, bankAccounts: [{ ...bank, accountNumber: '1234567' }] }],
      [
        'bankAccounts.0.accountNumber',
        { ...fields, bankAccounts: [{ ...bank, accountNumber: '6222abc12345' }] },
      ],
      ['bankAccounts.0.bankName', { ...fields, bankAccounts: [{ ...bank, bankName: '' }] }],
      ['bankAccounts.0.branchName', { ...fields, bankAccounts: [{ ...bank, branchName: ' ' }] }],
      ['contacts.0.mobile', { ...fields, contacts: [{ ...contact, mobile: '1390013900' }] }],
      [
        'certificates.0.validTo',
        { ...fields, certificates: [{ ...certificate, validFrom: '2027-01-01', validTo: '2026-12-31' }] },
      ],
    ];
    for (const [path, body] of cases) {
      const answer = await submit(body);
      expect(answer.status, path).toBe(400);
      expect(
        answer.errors?.map((error: { path: string }) => error.path),
        path,
      ).toContain(path);
    }
    const unchanged = await submit(fields);
    expect(unchanged).toMatchObject({ status: 400, resultMsg: '没有任何变更，无需提交' });
    expect((await requests()).total).toBe(0);
  });

  it("refuses a certificate scan that is not the caller's upload", async () => {
    const [fileRow] = await testApp.database.db.select({ id: files.id }).from(files).limit(1);
    expect(fileRow).toBeDefined();
    const fields = unchangedProposalOf(await liveRecord());
    const certificates = fields.certificates.map((row) => ({ ...row, fileId: String(fileRow?.id) }));
    const answer = await submit({ ...fields, certificates });
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.path).toBe('certificates.0.fileId');
    expect((await requests()).total).toBe(0);
  });

  it('submits a change, shows its diff, allows one open request, withdraws and resubmits', async () => {
    const before = await liveRecord();
    const saved = await submit(await withAddress('北京市海淀区中关村南大街 8 号'));
    expect(saved.status, saved.resultMsg).toBe(200);
    expect(saved.data).toMatchObject({ processInstStatus: 2 });

    const again = await submit(await withAddress('北京市朝阳区'));
    expect(again.status).toBe(409);
    expect(again.resultMsg).toContain('未完成的信息变更申请');

    const [request] = (await requests()).records;
    expect(request).toMatchObject({ status: 'in-review', canWithdraw: true, editWorkItemID: null });
    expect(request?.diff).toEqual([
      {
        section: 'base',
        rowKey: 'base',
        rowTitle: before.base.supplierName,
        change: 'changed',
        fields: [{ field: 'address', old: before.base.address, new: '北京市海淀区中关村南大街 8 号' }],
      },
    ]);
    const info = await supplier().call(querySupplierBaseInfoBySupplierCode, {});
    expect(info.data).toMatchObject({ id: SUPPLIER, operateType: '2', status: 'in-review', version: 1 });

    const withdrawn = await supplier().call(withdrawProcess, { processInstID: request?.processInstID });
    expect(withdrawn.status, withdrawn.resultMsg).toBe(200);
    const [editing] = (await requests()).records;
    expect(editing).toMatchObject({ status: 'editing', canWithdraw: false });
    expect(editing?.editWorkItemID).toBeTruthy();
    expect(await hq().todoOf(request?.processInstID ?? '')).toBeUndefined();

    const resubmitted = await submit({
      ...(await withAddress('北京市海淀区中关村南大街 10 号')),
      requestId: request?.id,
    });
    expect(resubmitted.status, resubmitted.resultMsg).toBe(200);
    const [inReview] = (await requests()).records;
    expect(inReview).toMatchObject({ id: request?.id, status: 'in-review' });
    expect(inReview?.diff[0]?.fields[0]?.new).toBe('北京市海淀区中关村南大街 10 号');
    expect((await liveRecord()).base.address).toBe(before.base.address);
  });

  it('shows the request to the reviewer; a return keeps the live record, an approval replaces it', async () => {
    const before = await liveRecord();
    const [request] = (await requests()).records;
    const processInstID = request?.processInstID ?? '';
    const params = await hq().call(queryParamByProcessInstId, { processInstId: processInstID });
    expect(params.data.bizObject).toMatchObject({
      module: 'SUPPLIER_INFO_CHANGE',
      supplierChange: { supplierCode: SUPPLIER, status: 'in-review' },
    });

    const item = await hq().todoOf(processInstID);
    expect(item).toMatchObject({ workItemName: '供应商信息审核', processDefName: 'SUPPLIER_INFO_CHANGE' });
    const returned = await hq().call(returnWorkItem, {
      workItemID: item?.workItemID,
      activityDefID: 'apply',
      comment: '请补充注册地址的门牌号',
    });
    expect(returned.status, returned.resultMsg).toBe(200);
    const [back] = (await requests()).records;
    expect(back).toMatchObject({ status: 'editing', reviewComment: '请补充注册地址的门牌号' });
    expect(await liveRecord()).toEqual(before);

    const resubmitted = await submit({
      ...(await withAddress('北京市海淀区中关村南大街 10 号 A 座')),
      requestId: request?.id,
    });
    expect(resubmitted.status, resubmitted.resultMsg).toBe(200);
    const approved = await approveAs(processInstID);
    expect(approved.status, approved.resultMsg).toBe(200);

    const after = await liveRecord();
    expect(after).toMatchObject({ version: 2, base: { address: '北京市海淀区中关村南大街 10 号 A 座' } });
    const [done] = (await requests()).records;
    expect(done).toMatchObject({ status: 'approved', approvedVersion: 2 });
    expect(done?.decidedAt).toBeTruthy();
    const versions = (await supplier().call(querySupplierVersions)).data;
    expect(versions.total).toBe(2);
    expect(versions.records[0]).toMatchObject({
      version: 2,
      changeRequestId: request?.id,
      approverName: '陈建国',
    });
    expect(versions.records[0].record.base.address).toBe('北京市海淀区中关村南大街 10 号 A 座');
    expect(versions.records[1]).toMatchObject({ version: 1, changeRequestId: null });
    expect(versions.records[1].record.base.address).toBe(before.base.address);
    expect((await supplier().call(querySupplierBaseInfoBySupplierCode, {})).data).toMatchObject({
      operateType: '0',
      status: 'approved',
      version: 2,
    });
  });

  it('rolls the approval back when the record cannot be replaced, and a rejection keeps the record', async () => {
    const before = await liveRecord();
    const saved = await submit(await withAddress('北京市西城区金融大街 1 号'));
    expect(saved.status, saved.resultMsg).toBe(200);
    const processInstID = saved.data.processInstID as string;

    // Another writer moved the live version: the approval must fail whole.
    await testApp.database.db.update(suppliers).set({ version: 9 }).where(eq(suppliers.code, SUPPLIER));
    const failed = await approveAs(processInstID);
    expect(failed.status).toBe(409);
    await testApp.database.db
      .update(suppliers)
      .set({ version: before.version })
      .where(eq(suppliers.code, SUPPLIER));
    expect(await liveRecord()).toEqual(before);
    expect((await requests()).records[0]).toMatchObject({ status: 'in-review' });
    expect(await hq().todoOf(processInstID)).toBeDefined();

    const item = await hq().todoOf(processInstID);
    const rejected = await hq().call(rejectWorkItem, {
      workItemID: item?.workItemID,
      comment: '地址与营业执照不符',
    });
    expect(rejected.status, rejected.resultMsg).toBe(200);
    expect((await requests()).records[0]).toMatchObject({
      status: 'rejected',
      reviewComment: '地址与营业执照不符',
    });
    expect(await liveRecord()).toEqual(before);
    const kept = await testApp.database.db
      .select()
      .from(supplierVersions)
      .where(eq(supplierVersions.supplierCode, SUPPLIER));
    expect(kept.map((row) => row.version).sort()).toEqual([1, 2]);
  });

  it('asks for a fresh one-time code before a bank account change is accepted', async () => {
    const fields = unchangedProposalOf(await liveRecord());
    const changed = {
      ...fields,
      bankAccounts: [{ ...fields.bankAccounts[0], accountNumber: '6217000010012345678' }],
    };
    const noCode = await submit(changed);
    expect(noCode.status).toBe(400);
    expect(noCode.errors?.[0]?.path).toBe('smsCode');

    const sent = await supplier().call(sendSupplierChangeCode, { type: '0' });
    expect(sent).toMatchObject({ status: 200, data: { mobile: '139****9000', resendAfterSeconds: 60 } });
    const tooSoon = await supplier().call(sendSupplierChangeCode, { type: '0' });
    expect(tooSoon.status).toBe(429);
    const message = await latestOutboxMessage(testApp.outboxDir, MOBILE);
    expect(message?.text).toContain('银行账户');
    const code = message?.code ?? '';

    const wrong = await submit({ ...changed, smsCode: code === '000000' ? '111111' : '000000', type: '0' });
    expect(wrong.status).toBe(400);
    expect(wrong.errors?.[0]?.path).toBe('smsCode');
    expect((await requests()).records[0]?.status).toBe('rejected');

    const accepted = await submit({ ...changed, smsCode: code, type: '0' });
    expect(accepted.status, accepted.resultMsg).toBe(200);
    const [request] = (await requests()).records;
    expect(request).toMatchObject({ status: 'in-review', touchesBankAccounts: true });
    expect(request?.diff).toMatchObject([
      {
        section: 'bankAccounts',
        change: 'changed',
        fields: [{ field: 'accountNumber', old: '****0521', new: '****5678' }],
      },
    ]);

    // Withdrawn and cancelled, the same code cannot confirm another change.
    await supplier().call(withdrawProcess, { processInstID: request?.processInstID });
    const editing = (await requests()).records[0];
    const cancelled = await supplier().call(cancelProcess, {
      workItemID: editing?.editWorkItemID,
      comment: '账号填错',
    });
    expect(cancelled.status, cancelled.resultMsg).toBe(200);
    expect((await requests()).records[0]?.status).toBe('cancelled');
    const reused = await submit({ ...changed, smsCode: code, type: '0' });
    expect(reused.status).toBe(400);
    expect(reused.errors?.[0]?.path).toBe('smsCode');
  });

  it('demands the code exactly when bank rows change, and tells an account without mobile or e-mail what to do', async () => {
    // 恒远电力 (SUP100003) with a second bank account, for a main account without mobile or e-mail.
    await testApp.database.db.insert(supplierBankAccounts).values({
      supplierCode: 'SUP100003',
      sort: 2,
      accountName: '恒远电力工程有限公司',
      bankName: '中国银行',
      branchName: '广州天河支行',
      accountNumber: '441234567890123',
    });
    const account = await createTestAccount(testApp.database.db, {
      supplierCode: 'SUP100003',
      supplierName: '恒远电力工程有限公司',
      corpCode: 'SUP100003',
      corpName: '恒远电力工程有限公司',
    });
    const noContact = as(account.loginName);
    const record = (await noContact.call(getSupplierInfo)).data.record as TSupplierRecord;
    const fields = unchangedProposalOf(record);
    const [first, second] = fields.bankAccounts;
    if (!first || !second) throw new Error('two bank accounts');

    const bankChanges = {
      'a changed branch': [{ ...first, branchName: '广州珠江新城支行' }, second],
      'a new number': [{ ...first, accountNumber: '6214830212345678' }, second],
      'an added account': [
        first,
        second,
        {
          accountName: '恒远电力工程有限公司',
          bankName: '建设银行',
          branchName: '天河支行',
          accountNumber: '6227001234567890',
        },
      ],
      'a removed account': [second],
    };
    for (const [change, bankAccounts] of Object.entries(bankChanges)) {
      const refused = await noContact.call(submitSupplierChange, { ...fields, bankAccounts });
      expect(refused.status, change).toBe(400);
      expect(refused.errors?.[0], change).toMatchObject({
        path: 'smsCode',
        message: expect.stringContaining('请联系系统管理员在“账号管理”中为您绑定手机号或邮箱') as string,
      });
    }

    // Rows in another order, a kept number typed again: the bank accounts are the same, no code needed.
    const accepted = await noContact.call(submitSupplierChange, {
      ...fields,
      base: { ...fields.base, address: '广东省广州市天河区体育西路 1 号' },
      bankAccounts: [second, { ...first, accountNumber: '120906543210888' }],
    });
    expect(accepted.status, accepted.resultMsg).toBe(200);
    const [request] = (await noContact.call(querySupplierChangeRequests)).data
      .records as TSupplierChangeRequest[];
    expect(request).toMatchObject({ touchesBankAccounts: false });
    expect(request?.diff.map((row) => row.section)).toEqual(['base']);
  });

  it("keeps every company to its own record; reviewers read any supplier's status", async () => {
    const other = await createTestAccount(testApp.database.db, {
      kind: 'supplier',
      supplierCode: 'SUP100001',
      supplierName: '华信通信设备有限公司',
      corpCode: 'SUP100001',
      corpName: '华信通信设备有限公司',
    });
    const stranger = as(other.loginName);
    expect((await stranger.call(getSupplierInfo)).data.record.supplierCode).toBe('SUP100001');
    expect((await stranger.call(querySupplierChangeRequests)).data.total).toBe(0);
    expect((await stranger.call(querySupplierVersions)).data.records[0].record.supplierCode).toBe(
      'SUP100001',
    );
    expect(
      (await stranger.call(querySupplierBaseInfoBySupplierCode, { supplierCode: SUPPLIER })).status,
    ).toBe(403);
    const [request] = await testApp.database.db
      .select({ id: supplierChangeRequests.id })
      .from(supplierChangeRequests)
      .where(eq(supplierChangeRequests.supplierCode, SUPPLIER));
    expect(request).toBeDefined();
    const { records } = await requests();
    const foreign = await stranger.call(queryParamByProcessInstId, {
      processInstId: records[0]?.processInstID,
    });
    expect(foreign.status).toBe(403);
    const foreignResubmit = await stranger.call(submitSupplierChange, {
      ...(await withAddress('某地')),
      requestId: records[0]?.id,
    });
    expect([400, 404]).toContain(foreignResubmit.status);

    expect(
      (await hq().call(querySupplierBaseInfoBySupplierCode, { supplierCode: SUPPLIER })).data,
    ).toMatchObject({ id: SUPPLIER, version: 2 });
  });

  it("attaches the caller's own certificate scan, once, and refuses another account's", async () => {
    const fields = unchangedProposalOf(await liveRecord());
    const withScan = (fileId: string) => ({
      ...fields,
      certificates: fields.certificates.map((row, index) => (index === 0 ? { ...row, fileId } : row)),
    });
    const foreign = await submit(withScan(await uploadScan('staff_hq')));
    expect(foreign.status).toBe(400);
    expect(foreign.errors?.[0]?.path).toBe('certificates.0.fileId');

    const own = await uploadScan('demo_simple');
    const accepted = await submit(withScan(own));
    expect(accepted.status, accepted.resultMsg).toBe(200);
    const [request] = (await requests()).records;
    expect(request?.diff).toMatchObject([
      {
        section: 'certificates',
        change: 'changed',
        fields: [{ field: 'file', old: '建筑业企业资质证书扫描件.pdf', new: '营业执照扫描件.pdf' }],
      },
    ]);
    const [file] = await testApp.database.db
      .select()
      .from(files)
      .where(eq(files.id, Number(own)));
    expect(file?.attachedAt).toBeTruthy();
  });
});
