/**
 * The attachment text of the full-text bench (issue 23: one attachment of ~2,000 characters per
 * notice): generated from the notice's id, so the brute-force check can make the same text again
 * without reading the index, and stored as the extraction job stores a file it has read (file row,
 * attachment link, status 已提取, chunks with their grams). No bytes are stored: search never reads them.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { NOTICE_ATTACHMENT_REL_NAME } from '@supportal/contract';
import type { TDatabase } from '../src/db/database.js';
import { executeRows } from '../src/db/execute-rows.js';
import { attachmentTextChunks, attachmentTexts, attachments, files } from '../src/db/schema/index.js';
import { createRandom } from '../src/demo-data/random.js';
import { PROCUREMENT_SUBJECTS, supplierName } from '../src/demo-data/vocabulary.js';
import { PROVINCES } from '../src/demo-data/areas-and-orgs.js';
import { chunkGrams, textChunks } from '../src/modules/notices/notice-text.js';

/** Every bench attachment's storage key starts so: how a later run knows the corpus is complete. */
const STORAGE_PREFIX = 'bench-text/';
export const BENCH_ATTACHMENT_NAME = '技术规范书.pdf';

const PLACES = PROVINCES.flatMap((province) =>
  province.cities.map((city) => `${province.shortName}${city.name}`),
);

/**
 * Two pages of a specification as suppliers receive it: requirements, a price list with material codes
 * and Latin/digit model names, the qualification chapter. About 2,000 characters in all.
 */
export const benchAttachmentPages = (noticeId: number): string[] => {
  const random = createRandom(noticeId * 7919 + 17);
  const subject = random.pick(PROCUREMENT_SUBJECTS);
  const rows = Array.from({ length: random.int(12, 20) }, (_, index) => {
    const model = `${random.pick(['GYTA', 'GYTS', 'ADSS', 'ZXDU', 'RRU', 'BBU'])}${random.int(10, 999)}`;
    return `${index + 1}、WZ${random.digits(8)} ${random.pick(subject.items)} ${model}-${random.int(4, 144)}芯 ${random.int(1, 500)}${subject.unit} 交货地点：${random.pick(PLACES)}`;
  });
  const first = [
    `${subject.name}技术规范书（编号 JS-${random.digits(6)}）`,
    `一、总则：本规范书适用于${subject.name}的采购、供货与验收，投标人应逐条响应，偏离须在偏离表中说明。`,
    `二、技术要求：${subject.items.join('、')}须符合国家及行业现行标准；蓄电池组采用12V${random.pick([50, 100, 150, 200])}Ah阀控式密封铅酸电池，接地电阻不大于${random.int(1, 10)}欧姆。`,
    `三、报价清单：`,
    ...rows,
  ];
  const second = [
    `四、资格要求：投标人近三年具有不少于${random.int(2, 5)}项同类业绩，推荐制造商${supplierName(random)}或同等档次产品。`,
    `五、质量保证：质保期${random.int(1, 5)}年，故障响应时间不超过${random.pick([2, 4, 8, 24])}小时，备品备件满足${random.int(3, 10)}年需要。`,
    `六、验收：到货后${random.int(5, 30)}日内完成开箱检验和随工验收，验收不合格的由投标人负责更换。`,
  ];
  return [first.join('\n'), second.join('\n')];
};

/** Notices per batch: their files, links, statuses and chunks in one transaction. */
const BATCH = 500;

/** The gram index as migration 0033 makes it: built once after a bulk load, several times faster than row by row. */
const CREATE_GRAM_INDEX = sql`CREATE INDEX IF NOT EXISTS "attachment_text_chunks_grams_gin" ON "attachment_text_chunks" USING gin ("grams")`;

/**
 * Gives every notice without one a bench attachment with its text, resumably (a batch is all or
 * nothing): answers how many it added and how long the text indexing took (chunks and grams only).
 */
export const ensureBenchAttachmentTexts = async (
  db: TDatabase,
  log: (message: string) => void,
): Promise<{ added: number; seconds: number }> => {
  let added = 0;
  const started = performance.now();
  // Batches go up by notice id: the bench attachment of the highest id says where an earlier run stopped.
  const [stopped] = await executeRows<{ after: string | null }>(
    db,
    sql`SELECT max(a.rel_id::bigint) AS after FROM ${attachments} a JOIN ${files} f ON f.id = a.file_id
      WHERE a.rel_name = ${NOTICE_ATTACHMENT_REL_NAME} AND f.storage_key LIKE ${`${STORAGE_PREFIX}%`}`,
  );
  const [last] = await executeRows<{ id: string }>(db, sql`SELECT max(id) AS id FROM notices`);
  if (Number(last?.id ?? 0) <= Number(stopped?.after ?? 0)) {
    // A run killed during its load left the index out.
    await db.execute(CREATE_GRAM_INDEX);
    return { added, seconds: 0 };
  }
  await db.execute(sql`DROP INDEX IF EXISTS "attachment_text_chunks_grams_gin"`);
  for (let after = Number(stopped?.after ?? 0); ;) {
    const batch = (
      await executeRows<{ id: number }>(
        db,
        sql`SELECT id::integer AS id FROM notices WHERE id > ${after} ORDER BY id LIMIT ${BATCH}`,
      )
    ).map((row) => Number(row.id));
    if (batch.length === 0) break;
    await db.transaction(async (tx) => {
      const fileRows = await tx
        .insert(files)
        .values(
          batch.map((noticeId) => ({
            fileName: BENCH_ATTACHMENT_NAME,
            contentType: 'application/pdf',
            sizeBytes: 0,
            sha256: 'bench',
            storageKey: `${STORAGE_PREFIX}${noticeId}`,
            attachedAt: new Date(),
          })),
        )
        .returning({ id: files.id, storageKey: files.storageKey });
      const fileIdOf = new Map(fileRows.map((row) => [row.storageKey, row.id]));
      const linked = batch.map((noticeId) => ({
        noticeId,
        fileId: fileIdOf.get(`${STORAGE_PREFIX}${noticeId}`) as number,
      }));
      await tx.insert(attachments).values(
        linked.map(({ noticeId, fileId }) => ({
          fileId,
          relName: NOTICE_ATTACHMENT_REL_NAME,
          relId: String(noticeId),
          sort: 99,
        })),
      );
      await tx.insert(attachmentTexts).values(
        linked.map(({ fileId }) => ({
          fileId,
          status: 'extracted',
          pageCount: 2,
          paged: true,
          extractedAt: new Date(),
        })),
      );
      const chunks = linked.flatMap(({ noticeId, fileId }) =>
        benchAttachmentPages(noticeId).flatMap((text, page) =>
          textChunks(text).map((content, chunkNo) => ({
            fileId,
            pageNo: page + 1,
            chunkNo,
            content,
            grams: chunkGrams(content),
          })),
        ),
      );
      for (let start = 0; start < chunks.length; start += 200)
        await tx.insert(attachmentTextChunks).values(chunks.slice(start, start + 200));
    });
    added += batch.length;
    after = batch.at(-1) as number;
    if (added % 20_000 === 0) log(`  ${added} bench attachments`);
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
    await tx.execute(CREATE_GRAM_INDEX);
  });
  return { added, seconds: (performance.now() - started) / 1000 };
};
