import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOTICE_ATTACHMENT_REL_NAME,
  NOTICE_DRAFT_KINDS,
  NOTICE_DRAFT_STATUSES,
  OPEN_DATA_MESSAGES,
  VISITOR_VIEW,
  getOcdsReleasePackage,
  queryOcdsReleases,
  type TOcdsRelease,
  type TOcdsReleaseFeedPage,
  type TOcdsReleasePackage,
} from '@supportal/contract';
import { accounts, attachments, noticeDrafts, orgs } from '../../src/db/schema/index.js';
import type { TNoticeFields } from '../../src/modules/notices/notice-writer.js';
import { OCDS_RATE_RULE } from '../../src/modules/open-data/ocds-endpoints.js';
import { createTestApp, databaseKinds, type TTestApp } from '../helpers/test-app.js';

/** OCDS 1.1 (1.1.5) schemas as the Open Contracting Partnership publishes them: see fixtures/ocds/README.md. */
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/ocds');
const schemaFile = (name: string) => JSON.parse(readFileSync(path.join(fixtures, name), 'utf8')) as object;
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
ajv.addSchema(schemaFile('release-schema.json'));
const validatePackage = ajv.compile(schemaFile('release-package-schema.json'));

/** Fails with the schema's own words when a package is not valid OCDS. */
const expectValidOcds = (releasePackage: unknown) => {
  const valid = validatePackage(releasePackage);
  expect(validatePackage.errors?.map((error) => `${error.instancePath} ${error.message}`) ?? []).toEqual([]);
  expect(valid).toBe(true);
};

/** A tender with every structured procurement field, and a result of the same project. */
const PROJECT_FIELDS = {
  projectNumber: 'JS-2026 TT-0012',
  budgetAmount: '1250000.50',
  budgetCurrency: 'CNY',
  bidDeadline: new Date('2026-12-10T01:30:00Z'),
  bidOpeningAt: new Date('2026-12-10T02:00:00Z'),
  contactName: '王工',
  contactPhone: '025-84561234',
  contactEmail: 'bid@example-tower.cn',
};
const PROJECT_OCID = 'ocds-test00-JS-2026-TT-0012';

const BUYER = { orgCode: null, orgName: '江苏省分公司', provAdmName: '江苏省' };

const fields = (
  title: string,
  purchaseNoticeType: string,
  extra: Partial<TNoticeFields> = {},
): TNoticeFields => ({
  title,
  contentHtml: `<h2>一、项目概况</h2><p>${title}：采购 &amp; 安装 &lt;铁塔&gt;</p><script>alert(1)</script>`,
  purchaseNoticeType,
  unitLevel: '2',
  ...BUYER,
  visitorView: VISITOR_VIEW.public,
  publishedAt: new Date('2026-11-20T02:00:00Z'),
  ...extra,
});

describe.each(databaseKinds())('open-data OCDS release packages on %s', (kind) => {
  let testApp: TTestApp;
  let fileId: number;
  let orgCode: string;
  const ids: Record<string, number> = {};

  const write = <T>(work: Parameters<TTestApp['app']['noticeWriter']['transaction']>[1]) =>
    testApp.app.noticeWriter.transaction(testApp.database.db, work) as Promise<T>;
  const create = (notice: TNoticeFields, attachmentFileIds: number[] = []) =>
    write<number>((writer) => writer.create({ notice, attachmentFileIds }));

  const get = async (url: string, ip = '203.0.113.7') => {
    const response = await testApp.app.inject({ method: 'GET', url, remoteAddress: ip });
    return {
      status: response.statusCode,
      body: response.json() as { resultStat: string; resultMsg: string; data: unknown },
    };
  };
  const releasePackage = async (noticeId: number) => {
    const answer = await get(`${getOcdsReleasePackage.path}?noticeId=${noticeId}`);
    expect(answer.status).toBe(200);
    const data = answer.body.data as TOcdsReleasePackage;
    expectValidOcds(data);
    return data;
  };
  const feedPage = async (query: string) => {
    const answer = await get(`${queryOcdsReleases.path}?${query}`);
    expect(answer.status).toBe(200);
    const data = answer.body.data as TOcdsReleaseFeedPage;
    if (data.releasePackage) expectValidOcds(data.releasePackage);
    return data;
  };
  /** Every release after `cursor`, page by page as a harvester reads them. */
  const harvest = async (cursor: string, extra = '') => {
    const releases: TOcdsRelease[] = [];
    let next = cursor;
    for (;;) {
      const page = await feedPage(`cursor=${next}&limit=7${extra}`);
      releases.push(...(page.releasePackage?.releases ?? []));
      next = page.nextCursor;
      if (!page.hasMore) return { releases, cursor: next };
    }
  };

  beforeAll(async () => {
    testApp = await createTestApp(kind, { noticeCount: 40 });
    const { db } = testApp.database;
    const [attached] = await db
      .select({ fileId: attachments.fileId })
      .from(attachments)
      .where(eq(attachments.relName, NOTICE_ATTACHMENT_REL_NAME))
      .limit(1);
    if (!attached) throw new Error('the seed attached no file');
    fileId = attached.fileId;
    const [unit] = await db.select({ code: orgs.code }).from(orgs).where(eq(orgs.level, 2)).limit(1);
    if (!unit) throw new Error('the seed has no province unit');
    orgCode = unit.code;

    ids.tender = await create(
      fields('南京铁塔基站配套采购公告', '2', { purMode: '01', orgCode, ...PROJECT_FIELDS }),
      [fileId],
    );
    ids.advance = await create(fields('2027年蓄电池集中采购预告公告', '49'));
    ids.scheme = await create(fields('5G室分系统方案征集公告', '7'));
    ids.candidates = await create(
      fields('电源设备采购中标候选人公示', '8', {
        purMode: '05',
        projectNumber: PROJECT_FIELDS.projectNumber,
      }),
    );
    ids.result = await create(fields('光缆采购结果公示', '33', { purMode: '06' }));
    ids.combined = await create(fields('监控设备采购候选人及结果公示', '45'));
    ids.platform = await create(fields('系统升级通知', '29'));
    ids.loggedInOnly = await create(
      fields('内部询价采购公告', '2', { visitorView: VISITOR_VIEW.loggedInOnly }),
    );
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('checks packages against the published schemas, which refuse what OCDS 1.1 forbids', () => {
    const release = {
      ocid: 'ocds-test00-notice-1',
      id: '1-r1',
      date: '2026-11-20T10:00:00+08:00',
      tag: ['tender'],
      initiationType: 'tender',
    };
    const valid = {
      uri: 'http://portal.test/x',
      version: '1.1',
      publishedDate: release.date,
      publisher: { name: 'p' },
    };
    expect(validatePackage({ ...valid, releases: [release] })).toBe(true);
    expect(validatePackage({ ...valid, releases: [] })).toBe(false);
    expect(validatePackage({ ...valid, releases: [{ ...release, tag: ['tenderAmended'] }] })).toBe(false);
    expect(validatePackage({ ...valid, releases: [{ ...release, date: '2026-11-20 10:00:00' }] })).toBe(
      false,
    );
    expect(
      validatePackage({
        ...valid,
        releases: [{ ...release, tender: { id: 'x', procurementMethod: '公开招标' } }],
      }),
    ).toBe(false);
  });

  it('maps each procurement notice type to its OCDS stage and tag', async () => {
    const first = async (name: string) => (await releasePackage(ids[name] ?? 0)).releases[0];
    const tender = await first('tender');
    expect(tender).toMatchObject({
      ocid: PROJECT_OCID,
      id: `${ids.tender}-r1`,
      date: '2026-11-20T10:00:00+08:00',
      tag: ['tender'],
      initiationType: 'tender',
      language: 'zh',
      planning: { budget: { amount: { amount: 1250000.5, currency: 'CNY' }, projectID: 'JS-2026 TT-0012' } },
      tender: {
        id: PROJECT_OCID,
        title: '南京铁塔基站配套采购公告',
        status: 'active',
        procurementMethod: 'open',
        procurementMethodDetails: '公开招标',
        value: { amount: 1250000.5, currency: 'CNY' },
        tenderPeriod: { endDate: '2026-12-10T09:30:00+08:00' },
        awardPeriod: { startDate: '2026-12-10T10:00:00+08:00' },
      },
    });
    // Plain text of the sanitized body: entities read as characters, scripts gone.
    expect(tender?.tender.description).toBe('一、项目概况\n南京铁塔基站配套采购公告：采购 & 安装 <铁塔>');
    expect(tender?.parties).toEqual([
      {
        id: orgCode,
        name: '江苏省分公司',
        roles: ['buyer', 'procuringEntity'],
        address: { region: '江苏省', countryName: '中国' },
        contactPoint: { name: '王工', telephone: '025-84561234', email: 'bid@example-tower.cn' },
      },
    ]);
    expect(tender?.buyer).toEqual({ id: orgCode, name: '江苏省分公司' });
    expect(tender?.tender.documents).toEqual([
      expect.objectContaining({
        documentType: 'tenderNotice',
        url: `http://portal.test/noticeDetail?id=${ids.tender}`,
      }),
      expect.objectContaining({
        id: `file-${fileId}`,
        url: `http://portal.test/supportal/v1/file/download-get?fileId=${fileId}`,
      }),
    ]);

    expect(await first('advance')).toMatchObject({ tag: ['planning'], tender: { status: 'planned' } });
    expect(await first('scheme')).toMatchObject({ tag: ['planning'], tender: { status: 'planning' } });
    expect((await first('advance'))?.planning?.documents?.[0]?.documentType).toBe('plannedProcurementNotice');
    const candidates = await first('candidates');
    // The same project number: one contracting process with the announcement.
    expect(candidates).toMatchObject({
      ocid: PROJECT_OCID,
      tag: ['award'],
      tender: { procurementMethod: 'direct', procurementMethodDetails: '单一来源' },
      awards: [{ id: String(ids.candidates), status: 'pending', title: '电源设备采购中标候选人公示' }],
    });
    // 比选 may be open or invited: the Chinese name is kept, no method is claimed.
    const result = await first('result');
    expect(result).toMatchObject({ tag: ['award'], awards: [{ status: 'active' }] });
    expect(result?.tender).toEqual({
      id: `ocds-test00-notice-${ids.result}`,
      procuringEntity: { id: '江苏省分公司', name: '江苏省分公司' },
      procurementMethodDetails: '比选',
    });
    expect(await first('combined')).toMatchObject({ tag: ['award'], awards: [{ status: 'active' }] });
  });

  it('names the candidates as tenderers and the winners as the award suppliers with their bids', async () => {
    const first = { supplierCode: null, supplierName: '华信通信设备有限公司', uscc: '91350100M000100Y43' };
    const second = { supplierCode: null, supplierName: '中鼎铁塔建设有限公司', uscc: '911100007109250324' };
    const resultId = await create(
      fields('铁塔基础施工采购结果公示', '33', {
        awardCandidates: [
          { ...second, rank: 2, bidAmount: '1180000.10', isWinner: true },
          { ...first, rank: 1, bidAmount: '1234567.89', isWinner: true },
        ],
      }),
    );
    const [result] = (await releasePackage(resultId)).releases;
    const party = (candidate: typeof first, roles: string[]) => ({
      id: `CN-USCC-${candidate.uscc}`,
      name: candidate.supplierName,
      identifier: { scheme: 'CN-USCC', id: candidate.uscc, legalName: candidate.supplierName },
      roles,
    });
    expect(result?.parties.slice(1)).toEqual([
      party(first, ['tenderer', 'supplier']),
      party(second, ['tenderer', 'supplier']),
    ]);
    expect(result?.tender.tenderers).toEqual([
      { id: `CN-USCC-${first.uscc}`, name: first.supplierName },
      { id: `CN-USCC-${second.uscc}`, name: second.supplierName },
    ]);
    // Two winners (lots): both are the award's suppliers, its value their bids added up exactly.
    expect(result?.awards?.[0]).toMatchObject({
      id: String(resultId),
      status: 'active',
      suppliers: [
        { id: `CN-USCC-${first.uscc}`, name: first.supplierName },
        { id: `CN-USCC-${second.uscc}`, name: second.supplierName },
      ],
      value: { amount: 2414567.99, currency: 'CNY' },
    });

    // Candidate publicity: the award is pending, proposed to the first-ranked candidate only.
    const candidatesId = await create(
      fields('配套电源采购中标候选人公示', '8', {
        awardCandidates: [
          { ...first, rank: 1, bidAmount: '98000.00', isWinner: false },
          { ...second, rank: 2, bidAmount: '99500.50', isWinner: false },
        ],
      }),
    );
    const [pending] = (await releasePackage(candidatesId)).releases;
    expect(pending?.awards?.[0]).toMatchObject({
      status: 'pending',
      suppliers: [{ id: `CN-USCC-${first.uscc}`, name: first.supplierName }],
      value: { amount: 98000, currency: 'CNY' },
    });
    expect(pending?.parties.slice(1).map((entry) => entry.roles)).toEqual([
      ['tenderer', 'supplier'],
      ['tenderer'],
    ]);

    // An amendment naming another winner: the first release keeps the winners it had.
    await write((writer) =>
      writer.amend(resultId, {
        fields: {
          awardCandidates: [
            { ...first, rank: 1, bidAmount: '1234567.89', isWinner: false },
            { ...second, rank: 2, bidAmount: '1180000.10', isWinner: true },
          ],
        },
        accountId: null,
        reason: '第一名放弃中标',
      }),
    );
    const [published, amended] = (await releasePackage(resultId)).releases;
    expect(published?.awards?.[0]?.suppliers).toHaveLength(2);
    expect(amended?.awards?.[0]).toMatchObject({
      suppliers: [{ id: `CN-USCC-${second.uscc}` }],
      value: { amount: 1180000.1, currency: 'CNY' },
    });
  });

  it('gives an amended and a withdrawn notice one release per revision and per withdrawal', async () => {
    const tenderId = ids.tender ?? 0;
    await write((writer) =>
      writer.amend(tenderId, {
        fields: {
          title: '南京铁塔基站配套采购公告（更正）',
          contentHtml: '<p>截止时间顺延</p>',
          bidDeadline: new Date('2026-12-17T01:30:00Z'),
          projectNumber: 'JS-2026-TT-0099',
        },
        accountId: null,
        reason: '投标截止时间调整',
      }),
    );
    await write((writer) => writer.setState(tenderId, { active: false, reason: '已撤回：项目取消' }));
    const { releases } = await releasePackage(tenderId);
    expect(releases.map((release) => release.tag)).toEqual([
      ['tender'],
      ['tenderUpdate'],
      ['tenderCancellation'],
    ]);
    const [published, amended, withdrawn] = releases;
    // The first release still reads as it was published; only the current revision lists attachments.
    expect(published).toMatchObject({
      id: `${tenderId}-r1`,
      tender: { title: '南京铁塔基站配套采购公告', tenderPeriod: { endDate: '2026-12-10T09:30:00+08:00' } },
    });
    expect(published?.tender.documents).toHaveLength(1);
    expect(amended).toMatchObject({
      id: `${tenderId}-r2`,
      tender: {
        title: '南京铁塔基站配套采购公告（更正）',
        description: '截止时间顺延',
        status: 'active',
        tenderPeriod: { endDate: '2026-12-17T09:30:00+08:00' },
        amendments: [
          {
            id: 'r2',
            rationale: '投标截止时间调整',
            amendsReleaseID: `${tenderId}-r1`,
            releaseID: `${tenderId}-r2`,
          },
        ],
      },
    });
    expect(amended?.tender.documents).toHaveLength(2);
    expect(withdrawn?.id).toMatch(new RegExp(`^${tenderId}-r2-withdrawn-\\d+$`));
    expect(withdrawn?.tender.status).toBe('cancelled');
    // A project number changed by the amendment moves nothing: the ocid is the first version's.
    expect(releases.map((release) => release.ocid)).toEqual([PROJECT_OCID, PROJECT_OCID, PROJECT_OCID]);
    expect(amended?.planning?.budget?.projectID).toBe('JS-2026-TT-0099');

    const awardId = ids.result ?? 0;
    await write((writer) => writer.setState(awardId, { active: false, reason: '已撤回：结果有误' }));
    await write((writer) => writer.setState(awardId, { active: true, reason: null }));
    const award = await releasePackage(awardId);
    expect(award.releases.map((release) => [release.tag, release.awards?.[0]?.status])).toEqual([
      [['award'], 'active'],
      [['awardCancellation'], 'cancelled'],
      [['awardUpdate'], 'active'],
    ]);
    expect(new Set(award.releases.map((release) => release.id)).size).toBe(3);

    const planningId = ids.advance ?? 0;
    await write((writer) => writer.setState(planningId, { active: false, reason: '已撤回：计划取消' }));
    const planning = await releasePackage(planningId);
    expect(planning.releases.at(-1)).toMatchObject({
      tag: ['planningUpdate'],
      tender: { status: 'withdrawn' },
    });
  });

  it('shows each revision with the type, purchase mode and unit it had', async () => {
    // An advance notice of the province unit, invited tendering, amended into the tender of a city unit.
    const [city] = await testApp.database.db
      .select({ code: orgs.code, name: orgs.name })
      .from(orgs)
      .where(eq(orgs.level, 3))
      .limit(1);
    if (!city) throw new Error('the seed has no city unit');
    const noticeId = await create(fields('镇江铁塔维护采购预告公告', '49', { purMode: '02', orgCode }));
    await write((writer) =>
      writer.amend(noticeId, {
        fields: {
          title: '镇江铁塔维护采购公告',
          purchaseNoticeType: '2',
          purMode: '05',
          orgCode: city.code,
          orgName: city.name,
          provAdmName: '浙江省',
        },
        accountId: null,
        reason: '转为采购公告，改由市分公司单一来源采购',
      }),
    );
    const shown = (await releasePackage(noticeId)).releases.map((release) => ({
      tag: release.tag,
      method: [release.tender.procurementMethod, release.tender.procurementMethodDetails],
      buyer: [release.buyer?.id, release.buyer?.name, release.parties?.[0]?.address?.region],
    }));
    expect(shown).toEqual([
      { tag: ['planning'], method: ['selective', '邀请招标'], buyer: [orgCode, BUYER.orgName, '江苏省'] },
      { tag: ['tenderUpdate'], method: ['direct', '单一来源'], buyer: [city.code, city.name, '浙江省'] },
    ]);

    // A notice of a type without OCDS data, amended into a tender: only the tender revision is released.
    const platformId = await create(fields('铁塔巡检平台上线通知', '29'));
    await write((writer) =>
      writer.amend(platformId, {
        fields: { title: '铁塔巡检服务采购公告', purchaseNoticeType: '2' },
        accountId: null,
        reason: '改为采购公告',
      }),
    );
    const tender = (await releasePackage(platformId)).releases;
    expect(tender.map((release) => [release.id, release.tag, release.tender.title])).toEqual([
      [`${platformId}-r2`, ['tenderUpdate'], '铁塔巡检服务采购公告'],
    ]);
    expect(tender[0]?.tender.amendments?.[0]?.amendsReleaseID).toBeUndefined();

    // A tender amended into a type without OCDS data keeps the releases it had, in the package and the
    // feed; the amendment itself makes none.
    const movedId = await create(fields('铁塔巡检服务采购公告（第二批）', '2'));
    await write((writer) =>
      writer.amend(movedId, {
        fields: { title: '铁塔巡检平台上线通知（第二批）', purchaseNoticeType: '29' },
        accountId: null,
        reason: '误发为采购公告',
      }),
    );
    expect((await releasePackage(movedId)).releases.map((release) => [release.id, release.tag])).toEqual([
      [`${movedId}-r1`, ['tender']],
    ]);
    const harvested = (await harvest('0')).releases.map((release) => release.id);
    expect(harvested.filter((id) => id.startsWith(`${movedId}-`))).toEqual([`${movedId}-r1`]);
  });

  it('answers 404 for notices without OCDS data and 400 naming a bad parameter', async () => {
    for (const noticeId of [ids.platform, ids.loggedInOnly, 99_999_999]) {
      const answer = await get(`${getOcdsReleasePackage.path}?noticeId=${noticeId}`);
      expect(answer.status).toBe(404);
      expect(answer.body.resultMsg).toContain('没有 OCDS 数据');
    }
    const noId = await get(getOcdsReleasePackage.path);
    expect(noId.status).toBe(400);
    expect(noId.body.resultMsg).toContain('noticeId');
    const badId = await get(`${getOcdsReleasePackage.path}?noticeId=abc`);
    expect(badId.status).toBe(400);
    expect(badId.body.resultMsg).toContain('noticeId');
    for (const [query, name] of [
      ['cursor=-1', 'cursor'],
      ['cursor=abc', 'cursor'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['since=yesterday', 'since'],
      ['since=2026-13-01T00:00:00%2B08:00', 'since'],
    ] as const) {
      const answer = await get(`${queryOcdsReleases.path}?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.resultMsg, query).toContain(name);
    }
  });

  it('pages through every release in order, each change exactly once, valid OCDS on every page', async () => {
    const { releases, cursor } = await harvest('0');
    const keys = releases.map((release) => `${release.ocid}/${release.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    const ours = releases.filter((release) => release.id.startsWith(`${ids.tender}-`));
    expect(ours.map((release) => release.tag[0])).toEqual(['tender', 'tenderUpdate', 'tenderCancellation']);
    // Only public procurement notices: no platform notice, nothing for logged-in users only.
    for (const hidden of [ids.platform, ids.loggedInOnly])
      expect(keys.some((key) => key.includes(`-notice-${hidden}/`))).toBe(false);

    // Caught up: nothing new, and the cursor stays where it is.
    const idle = await feedPage(`cursor=${cursor}`);
    expect(idle).toEqual({ releasePackage: null, nextCursor: cursor, hasMore: false });

    // A new change comes next, and alone.
    await write((writer) =>
      writer.amend(ids.combined ?? 0, {
        fields: { title: '监控设备采购候选人及结果公示（更正）' },
        accountId: null,
        reason: '更正',
      }),
    );
    const next = await harvest(cursor);
    expect(next.releases.map((release) => [release.id, release.tag])).toEqual([
      [`${ids.combined}-r2`, ['awardUpdate']],
    ]);
    expect(next.releases[0]?.awards?.[0]?.amendments?.[0]).toMatchObject({ rationale: '更正' });
  });

  it('keeps to changes since a time and never shows a scheduled notice before its publish time', async () => {
    const start = new Date();
    const { db } = testApp.database;
    const [author] = await db.select({ id: accounts.id }).from(accounts).limit(1);
    const [draft] = await db
      .insert(noticeDrafts)
      .values({
        kind: NOTICE_DRAFT_KINDS.publish,
        status: NOTICE_DRAFT_STATUSES.scheduled,
        title: '无锡铁塔防雷改造采购公告',
        purchaseNoticeType: '2',
        orgCode,
        visitorView: VISITOR_VIEW.public,
        publishAt: new Date(Date.now() + 3_600_000),
        contentHtml: '<p>防雷改造</p>',
        authorAccountId: author?.id ?? 0,
      })
      .returning({ id: noticeDrafts.id });
    const sinceText = encodeURIComponent(start.toISOString());
    expect(await testApp.app.noticePublication.publishDueNotices()).toBe(0);
    expect((await feedPage(`since=${sinceText}`)).releasePackage).toBeNull();

    await db
      .update(noticeDrafts)
      .set({ publishAt: new Date(Date.now() - 1000) })
      .where(eq(noticeDrafts.id, draft?.id ?? 0));
    expect(await testApp.app.noticePublication.publishDueNotices()).toBe(1);
    const page = await feedPage(`since=${sinceText}`);
    expect(page.releasePackage?.releases.map((release) => [release.tender.title, release.tag])).toEqual([
      ['无锡铁塔防雷改造采购公告', ['tender']],
    ]);
    // China time without an offset (to the second) names the same moment.
    const chinaTime = new Date(start.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    const sameMoment = await feedPage(`since=${encodeURIComponent(chinaTime)}`);
    expect(sameMoment.releasePackage?.releases.map((release) => release.tender.title)).toContain(
      '无锡铁塔防雷改造采购公告',
    );
  });

  it('limits how often one address may call', async () => {
    const ip = '198.51.100.23';
    for (let call = 0; call < OCDS_RATE_RULE.limit; call += 1)
      expect((await get(`${queryOcdsReleases.path}?limit=1`, ip)).status).toBe(200);
    const refused = await get(`${queryOcdsReleases.path}?limit=1`, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.resultMsg).toBe(OPEN_DATA_MESSAGES.tooManyRequests);
    expect((await get(`${queryOcdsReleases.path}?limit=1`, '198.51.100.24')).status).toBe(200);
  });
});
