import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACT_PHONE_PATTERN,
  DEFAULT_BUDGET_CURRENCY,
  DICTIONARY_GROUP_NAMES,
  INTERFACE_ENTRIES,
  NOTICE_STATE,
  NOTICE_TYPES,
  PROCUREMENT_NOTICE_TYPES,
  VISITOR_VIEW,
  NOTICE_ATTACHMENT_REL_NAME,
} from '@supportal/contract';
import { type TDatabase, type TDatabaseHandle } from '../../src/db/database.js';
import { openDatabase } from '../../src/portal-database.js';
import { createUtf8Database, dropDatabase } from '../../src/db/postgres-admin.js';
import {
  accounts,
  admAreas,
  attachments,
  dictionaryEntries,
  downloadZoneFiles,
  files,
  noticeBlacklistEntries,
  notices,
  orgs,
  supplierRatings,
  suppliers,
} from '../../src/db/schema/index.js';
import { seedDemoData, type TSeedSummary } from '../../src/demo-data/seed-demo-data.js';
import {
  createDatabaseFileStore,
  createLocalFileStore,
  type TFileStore,
} from '../../src/modules/files/file-store.js';
import { EXPIRED_REASON } from '../../src/modules/notices/notice-writer.js';
import { titleGrams } from '../../src/modules/notices/title-grams.js';

const NOW = new Date('2026-06-30T04:00:00Z');
const NOTICE_COUNT = 400;

const readAll = async (stream: Readable | null): Promise<Buffer> => {
  if (!stream) throw new Error('file store returned nothing');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Every stored file of the database with the bytes its store gives back. */
const readStoredFiles = async (db: TDatabase, store: TFileStore) => {
  const rows = await db.select().from(files).orderBy(asc(files.id));
  return Promise.all(
    rows.map(async (row) => ({ ...row, bytes: await readAll(await store.read(row.storageKey)) })),
  );
};

describe('seedDemoData on in-memory PGlite', () => {
  let database: TDatabaseHandle;
  let filesDir: string;
  let store: TFileStore;
  let summary: TSeedSummary;
  const progress: number[] = [];

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(os.tmpdir(), 'supportal-seed-'));
    database = await openDatabase({});
    store = createLocalFileStore(filesDir);
    summary = await seedDemoData(database.db, store, {
      noticeCount: NOTICE_COUNT,
      now: NOW,
      onProgress: (inserted) => progress.push(inserted),
    });
  });
  afterAll(async () => {
    await database?.close();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  });

  const allNotices = () => database.db.select().from(notices).orderBy(asc(notices.id));

  it('reports counts that match the tables and progress after each batch', async () => {
    const count = async (table: Parameters<TDatabase['$count']>[0]) => database.db.$count(table);
    expect(summary).toEqual({
      admAreas: await count(admAreas),
      orgs: await count(orgs),
      dictionaryEntries: await count(dictionaryEntries),
      notices: NOTICE_COUNT,
      noticeBlacklistEntries: await count(noticeBlacklistEntries),
      files: await count(files),
      attachments: await count(attachments),
      downloadZoneFiles: await count(downloadZoneFiles),
      // The migrations' own system account (the registration applicant) is no demo account.
      accounts: await database.db.$count(accounts, ne(accounts.kind, 'system')),
      suppliers: await count(suppliers),
      supplierRatings: await count(supplierRatings),
    });
    expect(await count(notices)).toBe(NOTICE_COUNT);
    expect(progress).toEqual([NOTICE_COUNT]);
  });

  it('covers every notice type and every listed results sub-type', async () => {
    const rows = await allNotices();
    const present = new Set(rows.map((row) => `${row.purchaseNoticeType}/${row.resultsNoticeType ?? ''}`));
    for (const type of NOTICE_TYPES) {
      const expected =
        'resultTypes' in type ? type.resultTypes.map((sub) => `${type.code}/${sub.code}`) : [`${type.code}/`];
      for (const key of expected) expect(present, key).toContain(key);
    }
  });

  it('lists 31 provinces with their cities and one org per area plus 总部', async () => {
    const areas = await database.db.select().from(admAreas);
    const provinces = areas.filter((area) => area.level === 1);
    expect(provinces).toHaveLength(31);
    for (const province of provinces) {
      expect(province.code).toMatch(/^\d{2}0000$/);
      const cities = areas.filter((area) => area.parentCode === province.code);
      expect(cities.length).toBeGreaterThanOrEqual(3);
      expect(cities.length).toBeLessThanOrEqual(6);
    }
    const orgRows = await database.db.select().from(orgs);
    expect(orgRows.filter((org) => org.level === 1)).toHaveLength(1);
    expect(orgRows.filter((org) => org.level === 2)).toHaveLength(31);
    expect(orgRows.filter((org) => org.level === 3)).toHaveLength(areas.length - 31);
  });

  it('gives level-tabbed notices an org of the same level', async () => {
    const rows = await database.db
      .select({
        type: notices.purchaseNoticeType,
        unitLevel: notices.unitLevel,
        orgLevel: orgs.level,
        orgName: orgs.name,
      })
      .from(notices)
      .innerJoin(orgs, eq(orgs.code, notices.orgCode));
    for (const type of ['2', '45', '16']) {
      const ofType = rows.filter((row) => row.type === type);
      expect(new Set(ofType.map((row) => row.unitLevel))).toEqual(new Set(['1', '2', '3']));
      for (const row of ofType) expect(String(row.orgLevel)).toBe(row.unitLevel);
    }
  });

  it('fills every dictionary group, with labels the notices use', async () => {
    const entries = await database.db.select().from(dictionaryEntries);
    for (const group of DICTIONARY_GROUP_NAMES) {
      expect(
        entries.some((entry) => entry.dictType === group),
        group,
      ).toBe(true);
    }
    const interfaceKeys = entries
      .filter((entry) => entry.dictType === 'OBP_INTERFACE')
      .map((entry) => entry.value);
    expect(interfaceKeys.sort()).toEqual([...INTERFACE_ENTRIES].sort());
    const ratingTime = entries.find((entry) => entry.dictType === 'portalRatingTime')?.value ?? '';
    expect(ratingTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(new Date(`${ratingTime.replace(' ', 'T')}+08:00`).getTime()).toBeGreaterThan(NOW.getTime());

    const valuesOf = (group: string) =>
      new Set(entries.filter((entry) => entry.dictType === group).map((entry) => entry.value));
    const modes = valuesOf('OBP_PUR_MODE');
    const level1Modes = valuesOf('OBP_PUR_MODE_LEVEL1');
    const purchaseNotices = (await allNotices()).filter((row) =>
      ['2', '8', '33', '45'].includes(row.purchaseNoticeType),
    );
    for (const row of purchaseNotices) {
      expect(modes).toContain(row.purMode);
      if (row.purModeLevel1 !== null) expect(level1Modes).toContain(row.purModeLevel1);
    }
    expect(purchaseNotices.some((row) => row.purModeLevel1 === null)).toBe(true);
  });

  it('builds type 47 notices from the field and conversion-method dictionaries', async () => {
    const entries = await database.db.select().from(dictionaryEntries);
    const valuesOf = (group: string) =>
      new Set(entries.filter((entry) => entry.dictType === group).map((entry) => entry.value));
    const fields = valuesOf('obp_notice_field');
    const methods = valuesOf('obp_notice_conversion_method');
    const ipNotices = (await allNotices()).filter((row) => row.purchaseNoticeType === '47');
    expect(ipNotices.length).toBeGreaterThan(0);
    for (const row of ipNotices) {
      expect(['1', '2']).toContain(row.resultsNoticeType);
      for (const value of row.transformationField?.split(',') ?? ['missing']) expect(fields).toContain(value);
      for (const value of row.conversionMethod?.split(',') ?? ['missing']) expect(methods).toContain(value);
    }
  });

  it('gives every black-list notice a code, entries and a logged-in-only view', async () => {
    const rows = (await allNotices()).filter((row) => row.purchaseNoticeType === '3');
    const entries = await database.db.select().from(noticeBlacklistEntries);
    for (const row of rows) {
      expect(row.blackCode).toMatch(/^HMD-\d{4}-/);
      expect(row.visitorView).toBe(VISITOR_VIEW.loggedInOnly);
      const own = entries.filter((entry) => entry.noticeId === row.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(5);
      for (const entry of own) {
        expect(entry.supplierName).toMatch(/有限公司$/);
        expect(['全国范围', '本省范围', '本地市范围']).toContain(entry.restrictedAreaName);
        if (entry.restrictedAreaName === '全国范围') expect(entry.regionName).toBe('全国');
        else expect(entry.regionName).not.toBe('全国');
      }
    }
  });

  it('fills titleGrams from the title for every notice', async () => {
    for (const row of await allNotices()) expect(row.titleGrams).toEqual(titleGrams(row.title));
  });

  it('writes realistic titles and bodies', async () => {
    const rows = await allNotices();
    const share = (word: string) => rows.filter((row) => row.title.includes(word)).length / rows.length;
    expect(share('铁塔')).toBeGreaterThan(0.1);
    expect(share('光缆')).toBeGreaterThan(0.03);
    expect(new Set(rows.map((row) => row.title)).size).toBeGreaterThan(rows.length * 0.8);
    for (const row of rows) {
      expect(row.contentHtml).toContain('<table');
      expect(Buffer.byteLength(row.contentHtml)).toBeLessThan(6_000);
    }
    const purchase = rows.find((row) => row.purchaseNoticeType === '2');
    expect(purchase?.contentHtml).toMatch(/项目编号：TTCG-[A-Z]{2}/);
    expect(purchase?.contentHtml).toContain('联系人：');
  });

  it('fills the procurement fields of procurement types only, with deadlines after publication', async () => {
    const rows = await allNotices();
    const procurement = rows.filter((row) => PROCUREMENT_NOTICE_TYPES.includes(row.purchaseNoticeType));
    for (const row of procurement) {
      expect(row.projectNumber).toMatch(/^TTCG-[A-Z0-9]+-\d{4}-\d{4}$/);
      expect(row.contactPhone).toMatch(CONTACT_PHONE_PATTERN);
      if (row.bidDeadline) expect(row.bidDeadline.getTime()).toBeGreaterThan(row.publishedAt?.getTime() ?? 0);
      if (row.bidOpeningAt)
        expect(row.bidOpeningAt.getTime()).toBeGreaterThanOrEqual(row.bidDeadline?.getTime() ?? 0);
      if (row.budgetAmount !== null) {
        expect(row.budgetAmount).toMatch(/^\d+\.\d{2}$/);
        expect(row.budgetCurrency).toBe(DEFAULT_BUDGET_CURRENCY);
      }
    }
    // Purchase announcements have a deadline and an opening; some are still open at the seed's clock.
    const announcements = procurement.filter((row) => row.purchaseNoticeType === '2');
    expect(announcements.every((row) => row.bidDeadline && row.bidOpeningAt && row.budgetAmount)).toBe(true);
    // …and the project number their body names.
    for (const row of announcements) expect(row.contentHtml).toContain(row.projectNumber);
    expect(announcements.some((row) => (row.bidDeadline?.getTime() ?? 0) > NOW.getTime())).toBe(true);
    const others = rows.filter((row) => !PROCUREMENT_NOTICE_TYPES.includes(row.purchaseNoticeType));
    expect(others.length).toBeGreaterThan(0);
    for (const row of others)
      expect([row.bidDeadline, row.budgetAmount, row.projectNumber, row.contactName]).toEqual([
        null,
        null,
        null,
        null,
      ]);
  });

  it('keeps dates, states and views consistent', async () => {
    const rows = await allNotices();
    for (const row of rows) {
      const published = row.publishedAt?.getTime() ?? Number.NaN;
      expect(published).toBeLessThanOrEqual(NOW.getTime());
      expect(row.createdAt.getTime()).toBeLessThan(published);
      expect(row.effectAt?.getTime()).toBeGreaterThanOrEqual(published);
      if (row.expireAt) expect(row.expireAt.getTime()).toBeGreaterThan(row.effectAt?.getTime() ?? 0);
    }
    const threeYearsAgo = NOW.getTime() - 3 * 365 * 86_400_000;
    const history = rows.filter((row) => row.isHistory);
    expect(history.length).toBeGreaterThan(0);
    for (const row of history) expect(row.publishedAt?.getTime()).toBeLessThan(threeYearsAgo);
    expect(rows.some((row) => row.expireAt && row.expireAt > NOW)).toBe(true);
    // Past expiries are stored expired, since their expiry time, as the expiry sweep leaves them.
    const expired = rows.filter((row) => row.expireAt && row.expireAt <= NOW);
    expect(expired.length).toBeGreaterThan(0);
    for (const row of expired) {
      expect(row.state).toBe(NOTICE_STATE.disabled);
      // Withdrawn before they expired, the others keep their state as generated.
      if (row.stateReason !== null)
        expect(row).toMatchObject({ stateReason: EXPIRED_REASON, stateChangedAt: row.expireAt });
    }
    expect(expired.filter((row) => row.stateReason === EXPIRED_REASON).length).toBeGreaterThan(
      expired.length / 2,
    );
    // Of the notices still running, some were withdrawn early (greyed, without a stated reason).
    const running = rows.filter((row) => !row.expireAt || row.expireAt > NOW);
    const withdrawn = running.filter((row) => row.state === NOTICE_STATE.disabled).length / running.length;
    expect(withdrawn).toBeGreaterThan(0.02);
    expect(withdrawn).toBeLessThan(0.25);
  });

  it('stores attachments whose bytes read back with the recorded sha256', async () => {
    const stored = await readStoredFiles(database.db, store);
    for (const file of stored) {
      expect(file.bytes.length, file.fileName).toBe(file.sizeBytes);
      expect(sha256(file.bytes), file.fileName).toBe(file.sha256);
    }
    const links = await database.db.select().from(attachments);
    const noticeIds = new Set((await allNotices()).map((row) => String(row.id)));
    expect(links.length).toBeGreaterThan(NOTICE_COUNT / 8);
    for (const link of links) {
      expect(link.relName).toBe(NOTICE_ATTACHMENT_REL_NAME);
      expect(noticeIds).toContain(link.relId);
    }
    // Below the reuse threshold every attachment has bytes of its own.
    expect(new Set(stored.map((file) => file.sha256)).size).toBe(stored.length);
  });

  it('writes valid PDFs, Excel-friendly CSV and UTF-8 text, one of them about 3 MB', async () => {
    const stored = await readStoredFiles(database.db, store);
    const pdfs = stored.filter((file) => file.fileName.endsWith('.pdf'));
    const csvs = stored.filter((file) => file.fileName.endsWith('.csv'));
    const texts = stored.filter((file) => file.fileName.endsWith('.txt'));
    expect(pdfs.length && csvs.length && texts.length).toBeGreaterThan(0);
    for (const pdf of pdfs) {
      const text = pdf.bytes.toString('latin1');
      expect(text.startsWith('%PDF-')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      // The cross-reference offset must point at the xref table.
      const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
      expect(text.slice(startxref, startxref + 4)).toBe('xref');
      expect(pdf.contentType).toBe('application/pdf');
    }
    for (const csv of csvs) {
      expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(csv.bytes.toString('utf8')).toMatch(/[\u4e00-\u9fff]/);
    }
    for (const text of texts) expect(text.bytes.toString('utf8')).toMatch(/[\u4e00-\u9fff]/);
    const largest = Math.max(...stored.map((file) => file.sizeBytes));
    expect(largest).toBeGreaterThan(2.5 * 1024 * 1024);
    expect(largest).toBeLessThan(4 * 1024 * 1024);
  });

  it('fills the download zone with login-only and withdrawn files', async () => {
    const rows = await database.db
      .select({
        title: downloadZoneFiles.title,
        loginOnly: downloadZoneFiles.loginOnly,
        enabled: downloadZoneFiles.enabled,
        fileName: files.fileName,
      })
      .from(downloadZoneFiles)
      .innerJoin(files, eq(files.id, downloadZoneFiles.fileId));
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows.some((row) => row.loginOnly)).toBe(true);
    expect(rows.filter((row) => !row.enabled)).toHaveLength(1);
    for (const row of rows) expect(row.fileName.startsWith(row.title)).toBe(true);
  });

  it('gives the same data for the same clock; a re-run only adds notices and lets timers run', async () => {
    const second = await openDatabase({});
    try {
      const secondStore = createLocalFileStore(filesDir);
      await seedDemoData(second.db, secondStore, { noticeCount: NOTICE_COUNT, now: NOW });
      const titles = async (db: TDatabase) =>
        (await db.select({ title: notices.title }).from(notices).orderBy(asc(notices.id))).map(
          (row) => row.title,
        );
      expect(await titles(second.db)).toEqual(await titles(database.db));
      const hashes = async (db: TDatabase) =>
        (await db.select({ sha256: files.sha256 }).from(files).orderBy(asc(files.id))).map(
          (row) => row.sha256,
        );
      expect(await hashes(second.db)).toEqual(await hashes(database.db));

      // Timers must keep running between batches, or a long seed ignores Ctrl-C until it ends.
      let timerTicks = 0;
      const ticksAtProgress: number[] = [];
      const timer = setInterval(() => (timerTicks += 1), 1);
      const again = await seedDemoData(second.db, secondStore, {
        noticeCount: 2_100,
        now: NOW,
        onProgress: () => ticksAtProgress.push(timerTicks),
      }).finally(() => clearInterval(timer));
      expect(again).toMatchObject({
        admAreas: 0,
        orgs: 0,
        dictionaryEntries: 0,
        downloadZoneFiles: 0,
        notices: 2_100,
      });
      expect(ticksAtProgress).toHaveLength(3);
      expect(ticksAtProgress[2]).toBeGreaterThan(ticksAtProgress[1] ?? 0);
      expect(ticksAtProgress[1]).toBeGreaterThan(ticksAtProgress[0] ?? 0);
    } finally {
      await second.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('seedDemoData on PostgreSQL', () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const databaseName = `supportal_seed_${randomBytes(6).toString('hex')}`;
  let database: TDatabaseHandle;

  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: await createUtf8Database(serverUrl, databaseName) });
  });
  afterAll(async () => {
    await database?.close();
    await dropDatabase(serverUrl, databaseName);
  });

  it('seeds with files in the database and links rows to the right notices', async () => {
    const store = createDatabaseFileStore(database.db);
    const summary = await seedDemoData(database.db, store, { noticeCount: 150, now: NOW });
    expect(summary.notices).toBe(150);
    const rows = await database.db.select().from(notices);
    for (const row of rows) expect(row.titleGrams).toEqual(titleGrams(row.title));
    const entries = await database.db
      .select({ type: notices.purchaseNoticeType })
      .from(noticeBlacklistEntries)
      .innerJoin(notices, eq(notices.id, noticeBlacklistEntries.noticeId));
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.type === '3')).toBe(true);
    for (const file of await readStoredFiles(database.db, store))
      expect(sha256(file.bytes)).toBe(file.sha256);
  });
});
