import { randomInt } from 'node:crypto';
import {
  approveWorkItem,
  downloadRegistrationFile,
  getRegistrationCorrection,
  getSupplierInfo,
  queryParamByProcessInstId,
  queryRegistrationStatus,
  queryWorkItemList,
  rejectWorkItem,
  resubmitRegistration,
  returnWorkItem,
  sendRegistrationCode,
  startRegistration,
  submitRegistration,
  uploadRegistrationFile,
  usccCheckCharacter,
  type TEndpoint,
  type TWorkItem,
} from '@supportal/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, supplierRegistrations, suppliers } from '../../src/db/schema/index.js';
import { authBackends, createAuthTestApp, describeBackend, type TAuthTestApp } from '../helpers/auth-app.js';
import { accountCalls } from '../helpers/account-calls.js';
import {
  createAuthClient,
  encryptPassword,
  latestOutboxMessage,
  nextTestIp,
  OWN_PASSWORD,
  TEST_CAPTCHA,
} from '../helpers/auth-client.js';
import { multipartBody } from '../helpers/multipart.js';

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(400, 0x20)]);
const USCC_CHARACTERS = '0123456789ABCDEFGHJKLMNPQRTUWXY';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the data of many calls, read by the assertions
type TAnswer = { status: number; resultStat: string; resultMsg: string; data: any; errors?: any };

/** A well-formed USCC nobody has: random body, right check character. */
const freshUscc = () => {
  const body = `91320100${Array.from({ length: 9 }, () => USCC_CHARACTERS[randomInt(31)]).join('')}`;
  return `${body}${usccCheckCharacter(body)}`;
};
const freshMobile = () => `137${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

describe.each(authBackends())('supplier registration ($database)', (backend) => {
  let testApp: TAuthTestApp;
  const sessions = accountCalls(() => testApp.app);

  /** A public caller from one address (limits are per address). */
  const applicant = (ip = nextTestIp()) => {
    const call = async (endpoint: TEndpoint, body: object = {}): Promise<TAnswer> => {
      const response = await testApp.app.inject({
        method: endpoint.method,
        url: endpoint.path,
        remoteAddress: ip,
        payload: body,
      });
      return { status: response.statusCode, ...response.json() };
    };
    const upload = async (token: string, name = '营业执照.pdf', bytes = PDF) => {
      const { payload, contentType } = multipartBody(name, bytes, { contentType: 'application/pdf' });
      const response = await testApp.app.inject({
        method: 'POST',
        url: `${uploadRegistrationFile.path}?token=${token}`,
        remoteAddress: ip,
        headers: { 'content-type': contentType },
        payload,
      });
      return { ...response.json(), status: response.statusCode } as TAnswer;
    };
    const publicKey = async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/supportal/v1/login/getPublicKey',
        remoteAddress: ip,
        payload: {},
      });
      const data = response.json().data as { publicKey: string; sessionId: string };
      await testApp.app.inject({
        method: 'GET',
        url: `/supportal/v1/login/getVerifyCode?sessionId=${data.sessionId}&t=1`,
        remoteAddress: ip,
      });
      return data;
    };
    /** Opens a session, has a code sent to `mobile` and uploads a licence: what the form holds before 提交. */
    const prepare = async (mobile: string) => {
      const token = (await call(startRegistration)).data.registrationToken as string;
      const { publicKey: key, sessionId } = await publicKey();
      const sent = await call(sendRegistrationCode, {
        registrationToken: token,
        mobile,
        sessionId,
        verifyCode: TEST_CAPTCHA,
      });
      expect(sent.status, sent.resultMsg).toBe(200);
      const code = (await latestOutboxMessage(testApp.outboxDir, mobile))?.code ?? '';
      const uploaded = await upload(token);
      expect(uploaded.status, uploaded.resultMsg).toBe(200);
      return { token, key, code, fileId: uploaded.data.id as string };
    };
    return { call, upload, publicKey, prepare };
  };

  const fieldsOf = (uscc: string, mobile: string, fileId: string, overrides: object = {}) => ({
    base: {
      supplierName: `江苏测试通信工程有限公司${uscc.slice(-4)}`,
      uscc,
      legalRepresentative: '张三',
      registeredCapital: 1000,
      address: '江苏省南京市玄武区中山路 1 号',
      businessScope: '通信工程施工',
    },
    categories: ['CONSTRUCTION'],
    certificates: [
      {
        certType: 'BUSINESS_LICENSE',
        certNumber: uscc,
        issuer: '南京市市场监督管理局',
        validFrom: '2020-01-01',
        validTo: '2040-01-01',
        fileId,
      },
    ],
    contact: { name: '李四', mobile, email: 'lisi@example.com' },
    ...overrides,
  });

  const submission = (
    prepared: { token: string; key: string; code: string; fileId: string },
    uscc: string,
    mobile: string,
    overrides: object = {},
  ) => ({
    ...fieldsOf(uscc, mobile, prepared.fileId),
    registrationToken: prepared.token,
    smsCode: prepared.code,
    newPassword: encryptPassword(prepared.key, OWN_PASSWORD),
    confirmPassword: encryptPassword(prepared.key, OWN_PASSWORD),
    ...overrides,
  });

  const staff = (userName: string) => {
    const call = (endpoint: TEndpoint, body: object = {}) => sessions.call(userName, endpoint, body);
    const todoNamed = async (name: string) =>
      ((await call(queryWorkItemList, { queryType: '0' })).data.records as TWorkItem[]).find((item) =>
        item.processInstName.includes(name),
      );
    const download = async (registrationId: string, fileId: string) =>
      testApp.app.inject({
        method: 'GET',
        url: `${downloadRegistrationFile.path}?registrationId=${registrationId}&fileId=${fileId}`,
        headers: { authorization: await sessions.tokenOf(userName) },
      });
    return { call, todoNamed, download };
  };

  const registrationCount = async () =>
    (await testApp.database.db.select({ total: count() }).from(supplierRegistrations))[0]?.total ?? 0;

  beforeAll(async () => {
    testApp = await createAuthTestApp(backend);
  });
  afterAll(async () => testApp?.close());

  it(`${describeBackend(backend)}: register, 江苏 returns, the applicant corrects by link, approval opens the account`, async () => {
    const uscc = freshUscc();
    const mobile = freshMobile();
    const company = applicant();
    const prepared = await company.prepare(mobile);
    const submitted = await company.call(submitRegistration, submission(prepared, uscc, mobile));
    expect(submitted.status, submitted.resultMsg).toBe(200);
    expect(submitted.data).toMatchObject({ status: 'in-review', statusName: '审核中', loginName: uscc });
    const applicationNo = submitted.data.applicationNo as string;

    // Not usable before approval.
    const early = await createAuthClient(testApp.app).passwordLogin(uscc, OWN_PASSWORD);
    expect(early.json().resultStat).not.toBe('000');

    const status = await company.call(queryRegistrationStatus, { applicationNo, mobile });
    expect(status.data).toMatchObject({ statusName: '审核中', loginName: null });
    const wrongMobile = await company.call(queryRegistrationStatus, { applicationNo, mobile: freshMobile() });
    expect(wrongMobile.status).toBe(404);

    // The address is in 江苏 and the category is not bought nationally: 江苏's staff review it.
    const name = fieldsOf(uscc, mobile, '').base.supplierName;
    expect(await staff('staff_hq').todoNamed(name)).toBeUndefined();
    const task = await staff('staff_prov').todoNamed(name);
    expect(task, 'staff_prov to-do').toBeDefined();
    const params = await staff('staff_prov').call(queryParamByProcessInstId, {
      processInstId: task?.processInstID,
    });
    expect(params.status, params.resultMsg).toBe(200);
    const view = params.data.bizObject.supplierRegistration;
    expect(view).toMatchObject({ applicationNo, reviewUnitName: expect.stringContaining('江苏') });
    expect(view.record.base).toMatchObject({ uscc, legalRepresentative: '张三' });
    expect(view.record.contacts[0]).toMatchObject({ name: '李四', mobile });
    expect(view.record.certificates[0].file).toMatchObject({
      fileId: prepared.fileId,
      fileName: '营业执照.pdf',
    });
    expect((await staff('staff_prov').download(view.id, prepared.fileId)).statusCode).toBe(200);
    await staff('staff_hq').call(queryWorkItemList, { queryType: '0' });
    expect((await staff('staff_hq').download(view.id, prepared.fileId)).statusCode).toBe(403);
    const anonymous = await testApp.app.inject({
      method: 'GET',
      url: `${downloadRegistrationFile.path}?registrationId=${view.id}&fileId=${prepared.fileId}`,
    });
    expect(anonymous.statusCode).toBe(401);

    const returned = await staff('staff_prov').call(returnWorkItem, {
      workItemID: task?.workItemID,
      activityDefID: 'apply',
      comment: '请补充经营范围',
    });
    expect(returned.status, returned.resultMsg).toBe(200);
    const notice = await latestOutboxMessage(testApp.outboxDir, mobile);
    expect(notice?.text).toContain('请补充经营范围');
    const link = /\/register\/correct\?token=([A-Za-z0-9_-]+)/.exec(notice?.text ?? '');
    expect(link, notice?.text).not.toBeNull();
    const correctionToken = link?.[1] ?? '';
    expect((await company.call(queryRegistrationStatus, { applicationNo, mobile })).data).toMatchObject({
      status: 'returned',
      reviewComment: '请补充经营范围',
    });

    const correction = await company.call(getRegistrationCorrection, { correctionToken });
    expect(correction.status, correction.resultMsg).toBe(200);
    expect(correction.data.fields.certificates[0]).toMatchObject({ fileName: '营业执照.pdf' });
    const extraScan = await company.upload(correctionToken, '安全生产许可证.pdf');
    expect(extraScan.status, extraScan.resultMsg).toBe(200);
    const corrected = fieldsOf(uscc, mobile, prepared.fileId);
    const resubmitted = await company.call(resubmitRegistration, {
      ...corrected,
      base: { ...corrected.base, businessScope: '通信工程施工；通信设备安装' },
      certificates: [
        ...corrected.certificates,
        {
          certType: 'SAFETY_PRODUCTION',
          certNumber: 'AQ-2024-001',
          issuer: '江苏省应急管理厅',
          validFrom: '2024-01-01',
          validTo: '2027-01-01',
          fileId: extraScan.data.id,
        },
      ],
      correctionToken,
    });
    expect(resubmitted.status, resubmitted.resultMsg).toBe(200);
    expect(resubmitted.data.status).toBe('in-review');
    // The link is used up.
    expect((await company.call(getRegistrationCorrection, { correctionToken })).status).toBe(404);

    const again = await staff('staff_prov').todoNamed(name);
    expect(again, 'back in staff_prov to-do').toBeDefined();
    const approved = await staff('staff_prov').call(approveWorkItem, {
      workItemID: again?.workItemID,
      comment: '同意准入',
    });
    expect(approved.status, approved.resultMsg).toBe(200);
    expect((await latestOutboxMessage(testApp.outboxDir, mobile))?.text).toContain(`登录账号 ${uscc}`);

    const [supplier] = await testApp.database.db.select().from(suppliers).where(eq(suppliers.uscc, uscc));
    expect(supplier).toMatchObject({ version: 1, businessScope: '通信工程施工；通信设备安装' });
    const login = await createAuthClient(testApp.app).loginToken(uscc, OWN_PASSWORD);
    const record = await testApp.app.inject({
      method: 'POST',
      url: getSupplierInfo.path,
      headers: { authorization: login.authorization },
      payload: {},
    });
    expect(record.json().data.record).toMatchObject({
      supplierCode: supplier?.code,
      version: 1,
      base: { uscc, supplierName: name },
    });
    expect(record.json().data.record.certificates).toHaveLength(2);
    expect((await company.call(queryRegistrationStatus, { applicationNo, mobile })).data).toMatchObject({
      statusName: '审核通过',
      loginName: uscc,
    });
  });

  it('national categories go to 总部; a rejection tells the reason and frees the USCC', async () => {
    const uscc = freshUscc();
    const mobile = freshMobile();
    const company = applicant();
    const prepared = await company.prepare(mobile);
    const submitted = await company.call(
      submitRegistration,
      submission(prepared, uscc, mobile, { categories: ['TOWER'] }),
    );
    expect(submitted.status, submitted.resultMsg).toBe(200);
    const name = fieldsOf(uscc, mobile, '').base.supplierName;
    expect(await staff('staff_prov').todoNamed(name)).toBeUndefined();
    const task = await staff('staff_hq').todoNamed(name);
    expect(task, 'staff_hq to-do').toBeDefined();
    const rejected = await staff('staff_hq').call(rejectWorkItem, {
      workItemID: task?.workItemID,
      comment: '资质不符合要求',
    });
    expect(rejected.status, rejected.resultMsg).toBe(200);
    expect((await latestOutboxMessage(testApp.outboxDir, mobile))?.text).toContain('资质不符合要求');
    const status = await company.call(queryRegistrationStatus, {
      applicationNo: submitted.data.applicationNo,
      mobile,
    });
    expect(status.data).toMatchObject({ statusName: '审核未通过', reviewComment: '资质不符合要求' });
    const [account] = await testApp.database.db.select().from(accounts).where(eq(accounts.loginName, uscc));
    expect(account).toBeUndefined();

    // The USCC is free again: a new application (another contact, another code) is taken.
    const retry = applicant();
    const otherMobile = freshMobile();
    const second = await retry.prepare(otherMobile);
    const reapplied = await retry.call(submitRegistration, submission(second, uscc, otherMobile));
    expect(reapplied.status, reapplied.resultMsg).toBe(200);
  });

  it('refuses a wrong check digit, a used USCC, a weak password, a wrong code or a foreign scan; stores nothing', async () => {
    const mobile = freshMobile();
    const company = applicant();
    const prepared = await company.prepare(mobile);
    const before = await registrationCount();
    const uscc = freshUscc();
    const wrongDigit = `${uscc.slice(0, 17)}${uscc[17] === '0' ? '1' : '0'}`;

    const badDigit = await company.call(submitRegistration, submission(prepared, wrongDigit, mobile));
    expect(badDigit.status).toBe(400);
    expect(badDigit.errors).toEqual([
      expect.objectContaining({ path: 'base.uscc', message: '统一社会信用代码格式或校验位不正确' }),
    ]);

    // 华信通信设备有限公司 (demo data) holds this code.
    const taken = await company.call(submitRegistration, submission(prepared, '91320106MA1N2K3L72', mobile));
    expect(taken.status).toBe(409);
    expect(taken.errors).toEqual([expect.objectContaining({ path: 'base.uscc' })]);

    const weak = await company.call(
      submitRegistration,
      submission(prepared, uscc, mobile, {
        newPassword: encryptPassword(prepared.key, 'abc'),
        confirmPassword: encryptPassword(prepared.key, 'abc'),
      }),
    );
    expect(weak.status).toBe(400);
    expect(weak.errors).toEqual([expect.objectContaining({ path: 'newPassword' })]);

    const other = applicant();
    const foreign = await other.prepare(freshMobile());
    const foreignScan = await company.call(
      submitRegistration,
      submission(prepared, uscc, mobile, { ...fieldsOf(uscc, mobile, foreign.fileId) }),
    );
    expect(foreignScan.status).toBe(400);
    expect(foreignScan.errors).toEqual([expect.objectContaining({ path: 'certificates.0.fileId' })]);

    const wrongCode = await company.call(
      submitRegistration,
      submission(prepared, uscc, mobile, { smsCode: prepared.code === '000000' ? '111111' : '000000' }),
    );
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.errors).toEqual([expect.objectContaining({ path: 'smsCode' })]);

    const noLicence = await company.call(
      submitRegistration,
      submission(prepared, uscc, mobile, { certificates: [] }),
    );
    expect(noLicence.status).toBe(400);
    expect(noLicence.errors?.[0]?.path).toBe('certificates');
    expect(await registrationCount()).toBe(before);
  });

  it('uploads: wrong type and size refused on the field, an unknown token refused, at most 20 per session', async () => {
    const company = applicant();
    const token = (await company.call(startRegistration)).data.registrationToken as string;
    const wrongType = await company.upload(token, '营业执照.exe', Buffer.from('MZ'));
    expect(wrongType.status).toBe(400);
    expect(wrongType.errors).toEqual([expect.objectContaining({ path: 'file' })]);
    const tooLarge = await company.upload(
      token,
      '营业执照.pdf',
      Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024, 0x20)]),
    );
    expect(tooLarge.status).toBe(413);
    const unknown = await company.upload('x'.repeat(43));
    expect(unknown.status).toBe(400);
    expect(unknown.resultMsg).toContain('注册页面已过期');
    for (let index = 0; index < 20; index += 1) expect((await company.upload(token)).status).toBe(200);
    const over = await company.upload(token);
    expect(over.status).toBe(400);
    expect(over.resultMsg).toContain('最多上传20个');
  });

  it('a flood of submissions from one address is refused (429); a code needs the captcha', async () => {
    const flood = applicant();
    const token = (await flood.call(startRegistration)).data.registrationToken as string;
    const { sessionId } = await flood.publicKey();
    const noCaptcha = await flood.call(sendRegistrationCode, {
      registrationToken: token,
      mobile: freshMobile(),
      sessionId,
      verifyCode: 'zzzz',
    });
    expect(noCaptcha.status).toBe(400);
    expect(noCaptcha.errors).toEqual([expect.objectContaining({ path: 'verifyCode' })]);
    // A session nobody opened: each call is refused after it counts.
    const body = {
      ...fieldsOf(freshUscc(), freshMobile(), '1'),
      registrationToken: 'y'.repeat(43),
      smsCode: '123456',
      newPassword: 'AAAA',
      confirmPassword: 'AAAA',
    };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1)
      statuses.push((await flood.call(submitRegistration, body)).status);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
