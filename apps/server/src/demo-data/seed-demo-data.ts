import {
  addDownloadZoneFiles,
  hasDownloadZoneFiles,
  storeFile,
  type TDownloadZoneRow,
  type TNewFile,
  type TFileStore,
} from '../modules/files/index.js';
import { addAdmAreas } from '../modules/areas/index.js';
import { addDictionaryEntries } from '../modules/dictionary/index.js';
import { addOrgs } from '../modules/organizations/index.js';
import type { TDatabase } from '../db/database.js';
import { bulkLoadNotices, insertNoticeBatch } from '../modules/notices/index.js';
import { buildAdmAreaRows, buildOrgRows } from './areas-and-orgs.js';
import { seedDemoAccounts } from './demo-accounts.js';
import { seedDemoSupplierRecords } from './demo-supplier-records.js';
import { seedDemoRatings } from './demo-ratings.js';
import { seedDemoSuppliers } from './demo-suppliers.js';
import { buildDownloadZoneFiles, buildLargeQuotationList, buildNoticeAttachments } from './demo-files.js';
import { buildDictionaryRows } from './dictionary.js';
import type { TBodyFamily } from './notice-bodies.js';
import { createNoticeGenerator, type TNoticeDraft } from './notice-generator.js';
import { createRandom, DEMO_DATA_SEED, type TRandom } from './random.js';

export type TSeedOptions = {
  noticeCount: number;
  /** The clock the demo data is built around; fixed in tests so runs compare. */
  now?: Date;
  /** Called after each committed batch with the number of notices inserted so far. */
  onProgress?: (inserted: number) => void;
  /**
   * No one else writes notices during the seed (a new benchmark database, a locked data directory):
   * an empty notices table is then filled by the writer's bulk load (bulkLoadNotices).
   */
  exclusive?: boolean;
};

/** Rows inserted per table by one run. */
export type TSeedSummary = {
  admAreas: number;
  orgs: number;
  dictionaryEntries: number;
  notices: number;
  noticeBlacklistEntries: number;
  files: number;
  attachments: number;
  downloadZoneFiles: number;
  accounts: number;
  suppliers: number;
  supplierRatings: number;
};

/** One multi-row insert per batch: about 25 columns × 1,000 rows stays far below the 65,535 parameter limit. */
const NOTICE_BATCH_SIZE = 1_000;
/** Notices people open first get bodies of their own; the bulk behind them fills shared templates. */
const RICH_BODY_NOTICE_COUNT = 5_000;
/** Only the first notices get attachments, so a million-notice seed stays fast. */
const ATTACHED_NOTICE_LIMIT = 5_000;
const ATTACHMENT_SHARE = 0.25;
/** Attachments up to this many files each get their own bytes; later notices link to stored ones. */
const UNIQUE_ATTACHMENT_FILES = 200;

/**
 * Fills a database with realistic demo data: areas, orgs, dictionaries, notices (streamed in batches,
 * so a million work in bounded memory), black-list rows, attachments and the download zone.
 * Reference rows already present are kept, so a forced re-run only adds notices.
 */
export const seedDemoData = async (
  db: TDatabase,
  store: TFileStore,
  options: TSeedOptions,
): Promise<TSeedSummary> => {
  const now = options.now ?? new Date();
  // Separate streams: whether the download zone or an attachment is made never shifts the notices.
  const noticeRandom = createRandom(DEMO_DATA_SEED);
  const fileRandom = createRandom(DEMO_DATA_SEED + 1);
  const downloadRandom = createRandom(DEMO_DATA_SEED + 2);

  const summary: TSeedSummary = {
    admAreas: 0,
    orgs: 0,
    dictionaryEntries: 0,
    notices: 0,
    noticeBlacklistEntries: 0,
    files: 0,
    attachments: 0,
    downloadZoneFiles: 0,
    accounts: 0,
    suppliers: 0,
    supplierRatings: 0,
  };

  summary.admAreas = await addAdmAreas(db, buildAdmAreaRows());
  summary.orgs = await addOrgs(db, buildOrgRows());
  summary.dictionaryEntries = await addDictionaryEntries(db, buildDictionaryRows(now));

  const storeAndCount = async (file: TNewFile) => {
    const fileId = await storeFile(db, store, file);
    summary.files += 1;
    return fileId;
  };

  summary.accounts = await seedDemoAccounts(db);
  summary.suppliers = await seedDemoSuppliers(db);
  await seedDemoSupplierRecords(db, now, storeAndCount);
  summary.supplierRatings = await seedDemoRatings(db, now);

  if (!(await hasDownloadZoneFiles(db))) {
    const rows: TDownloadZoneRow[] = [];
    for (const [index, entry] of buildDownloadZoneFiles(downloadRandom, now).entries()) {
      const fileId = await storeAndCount(entry.file);
      rows.push({
        fileId,
        title: entry.title,
        loginOnly: entry.loginOnly,
        enabled: entry.enabled,
        sort: index + 1,
      });
    }
    await addDownloadZoneFiles(db, rows);
    summary.downloadZoneFiles = rows.length;
  }

  const attachmentsOf = createAttachmentPlanner(fileRandom, storeAndCount);
  const nextNotice = createNoticeGenerator({
    random: noticeRandom,
    now,
    richBodyCount: RICH_BODY_NOTICE_COUNT,
  });
  const loadNotices = async () => {
    for (let start = 0; start < options.noticeCount; start += NOTICE_BATCH_SIZE) {
      const drafts = Array.from({ length: Math.min(NOTICE_BATCH_SIZE, options.noticeCount - start) }, () =>
        nextNotice(),
      );
      // Files are stored before the batch transaction: storeFile writes bytes and its own row.
      const fileIdsByDraft: number[][] = [];
      for (const [offset, draft] of drafts.entries()) {
        fileIdsByDraft.push(await attachmentsOf(draft, start + offset));
      }

      await db.transaction(async (tx) => {
        // The notice writer's bulk path: title index and term counts kept as for every other notice.
        const { ids } = await insertNoticeBatch(
          tx,
          drafts.map((draft, index) => ({
            notice: draft.notice,
            blacklistEntries: draft.blacklistEntries,
            attachmentFileIds: fileIdsByDraft[index] ?? [],
          })),
          // Expiries already passed at the seed's clock are stored expired, as the expiry sweep leaves them.
          now,
        );
        summary.notices += ids.length;
        summary.noticeBlacklistEntries += drafts.reduce(
          (sum, draft) => sum + draft.blacklistEntries.length,
          0,
        );
        summary.attachments += fileIdsByDraft.reduce((sum, fileIds) => sum + fileIds.length, 0);
      });
      options.onProgress?.(summary.notices);
      // PGlite answers without real I/O, so a long seed would otherwise starve timers and signal
      // handlers (Ctrl-C during a million-row seed) until the very end.
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  await (options.exclusive ? bulkLoadNotices(db, loadNotices) : loadNotices());
  return summary;
};

/**
 * Decides which notices get attachments and stores their files: the first ones each get new bytes,
 * later ones reuse stored files of the same kind (linking costs one row, making a file a write).
 */
const createAttachmentPlanner = (random: TRandom, storeAndCount: (file: TNewFile) => Promise<number>) => {
  const storedByFamily = new Map<TBodyFamily, { fileId: number; fileName: string }[]>();
  let uniqueFiles = 0;

  return async (draft: TNoticeDraft, position: number): Promise<number[]> => {
    if (position >= ATTACHED_NOTICE_LIMIT) return [];
    // The very first notice (a purchase notice) carries the large file, so it is always there.
    const withLargeFile = position === 0;
    if (!withLargeFile && !random.chance(ATTACHMENT_SHARE)) return [];

    const family = draft.topic.family;
    const stored = storedByFamily.get(family) ?? [];
    storedByFamily.set(family, stored);
    const wanted = random.int(1, 3);
    if (uniqueFiles >= UNIQUE_ATTACHMENT_FILES && stored.length >= wanted) {
      // Two files of one name on one notice would look like a mistake: keep the names distinct.
      const byName = new Map(random.sample(stored, wanted * 3).map((file) => [file.fileName, file.fileId]));
      return [...byName.values()].slice(0, wanted);
    }
    const fileIds: number[] = [];
    for (const file of buildNoticeAttachments(draft.topic, random, draft.notice.createdAt)) {
      const fileId = await storeAndCount(file);
      fileIds.push(fileId);
      stored.push({ fileId, fileName: file.fileName });
      uniqueFiles += 1;
    }
    // The large file names its own project, so no other notice links to it.
    if (withLargeFile) fileIds.push(await storeAndCount(buildLargeQuotationList(draft.topic, random)));
    return fileIds;
  };
};
