import { NOTICE_ATTACHMENT_REL_NAME, VISITOR_VIEW } from '@supportal/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocx, buildPdf, buildXlsx, CONTENT_TYPES } from '../../src/demo-data/file-formats.js';
import { attachments, attachmentTexts, files } from '../../src/db/schema/index.js';
import { queueUnreadAttachments, runAttachmentTextJob } from '../../src/modules/attachment-text/index.js';
import { extractText } from '../../src/modules/attachment-text/text-extraction.js';
import { JOB_LEASE_MS } from '../../src/lib/job-lease.js';
import { storeFile, type TNewFile } from '../../src/modules/files/index.js';
import type { TNoticeFields } from '../../src/modules/notices/notice-writer.js';
import { createAuthClient, TEST_CAPTCHA } from '../helpers/auth-client.js';
import { noticeSearchCalls, plainScanCorpus } from '../helpers/notice-search.js';
import { provinceNoticeFields } from '../helpers/notice-fields.js';
import { createTestApp, databaseKinds, type TTestApp } from '../helpers/test-app.js';

const createdAt = new Date('2026-03-01T02:00:00Z');

describe.each(databaseKinds())('search inside attachments on %s', (kind) => {
  let testApp: TTestApp;
  let memberToken: string;

  const { search, allIds } = noticeSearchCalls(() => testApp.app);

  /** Reads every queued file in this process (the child is the extraction test's concern). */
  const extractQueued = async () => {
    await queueUnreadAttachments(testApp.database.db);
    await runAttachmentTextJob({
      db: testApp.database.db,
      store: testApp.fileStore,
      extract: extractText,
      textChanged: () => testApp.app.noticesChanged(),
    });
  };

  const store = (file: TNewFile) => storeFile(testApp.database.db, testApp.fileStore, file);

  const publish = (fields: TNoticeFields, attachmentFileIds: number[]) =>
    testApp.app.noticeWriter.transaction(testApp.database.db, (writer) =>
      writer.create({ notice: fields, attachmentFileIds }),
    );

  const pdf = (title: string, paragraphs: string[]): TNewFile => ({
    fileName: `${title}.pdf`,
    contentType: CONTENT_TYPES.pdf,
    bytes: buildPdf({ title, paragraphs, createdAt }),
  });

  beforeAll(async () => {
    testApp = await createTestApp(kind, { noticeCount: 150, identity: { fixedCaptcha: TEST_CAPTCHA } });
    memberToken = (await createAuthClient(testApp.app).loginToken('demo_simple')).authorization;
    await extractQueued();
    // Reading every seeded attachment (a 3 MB price list among them) takes minutes on a busy machine.
  }, 480_000);
  afterAll(async () => testApp?.close());

  it('finds exactly the notices whose title, body or attachments hold every term, as a plain scan does', async () => {
    const db = testApp.database.db;
    const links = await db
      .select({ noticeId: attachments.relId, fileId: attachments.fileId })
      .from(attachments)
      .where(eq(attachments.relName, NOTICE_ATTACHMENT_REL_NAME));
    const fileRows = await db
      .select({ id: files.id, fileName: files.fileName, storageKey: files.storageKey })
      .from(files)
      .where(
        inArray(
          files.id,
          links.map((link) => link.fileId),
        ),
      );
    // The brute force reads each file itself, independently of the job and its chunks.
    const fileText = new Map<number, string>();
    for (const file of fileRows) {
      const stream = await testApp.fileStore.read(file.storageKey);
      const chunks: Buffer[] = [];
      for await (const chunk of stream ?? []) chunks.push(chunk as Buffer);
      const result = await extractText(file.fileName, Buffer.concat(chunks));
      fileText.set(file.id, result.status === 'extracted' ? result.pages.join('\n').toLowerCase() : '');
    }
    expect([...fileText.values()].filter((text) => text !== '').length).toBeGreaterThan(5);
    const corpus = (await plainScanCorpus(db)).map((notice) => ({
      ...notice,
      attached: links
        .filter((link) => link.noticeId === String(notice.id))
        .map((link) => fileText.get(link.fileId) ?? ''),
    }));
    // Runs of 2 to 9 characters taken from attachment texts at fixed places, and pairs with body words.
    const runs: string[] = [];
    corpus
      .filter((notice) => notice.attached.some((text) => text !== ''))
      .forEach((notice, index) => {
        const text = notice.attached.find((candidate) => candidate !== '') ?? '';
        const length = (index % 8) + 2;
        const at = (index * 37) % Math.max(1, text.length - length);
        const run = text.slice(at, at + length);
        if (run !== '' && !/[\s"“”]/.test(run)) runs.push(run);
      });
    const queries = [
      ...runs,
      ...runs.slice(0, 6).map((run) => `${run} 采购`),
      '报价 光缆',
      '不存在的附件文字',
    ];
    expect(queries.length).toBeGreaterThan(15);
    let withMatches = 0;
    for (const query of queries) {
      const terms = query.toLowerCase().split(' ');
      for (const scope of ['all', 'attachment'] as const) {
        const places = (notice: (typeof corpus)[number]) =>
          scope === 'all' ? [...notice.texts, ...notice.attached] : notice.attached;
        const expected = corpus
          .filter((notice) => terms.every((term) => places(notice).some((text) => text.includes(term))))
          .map((notice) => String(notice.id));
        const found = await allIds({ fullTextQuery: query, fullTextScope: scope });
        expect(found.ids, `${query} (${scope})`).toEqual(expected);
        expect(found.total, `${query} (${scope})`).toBe(expected.length);
        if (expected.length > 0) withMatches += 1;
      }
    }
    expect(withMatches).toBeGreaterThan(queries.length);
  });

  it('says 附件《name》 and the PDF page of the first match, with a snippet of at most 120 characters', async () => {
    const specification = await store(
      pdf('杜鹃塔技术规范', [
        ...Array.from({ length: 30 }, (_, index) => `第${index + 1}条 一般要求。`),
        '供应商须提供杜鹃塔专用的热镀锌地脚螺栓<script>，并附检测报告。',
      ]),
    );
    const priceList = await store({
      fileName: '杜鹃报价清单.xlsx',
      contentType: CONTENT_TYPES.xlsx,
      bytes: buildXlsx([{ name: '报价', headers: ['物资名称'], rows: [['杜鹃塔防坠落装置']] }]),
    });
    await publish(provinceNoticeFields('杜鹃塔采购公告'), [specification, priceList]);
    await extractQueued();
    const [record] = (await search({ fullTextQuery: '地脚螺栓' })).records;
    expect(record?.noticeTitle).toBe('杜鹃塔采购公告');
    expect(record?.hit).toMatchObject({
      location: 'attachment',
      attachment: { fileId: String(specification), fileName: '杜鹃塔技术规范.pdf', pageNo: 2 },
    });
    const hit = record?.hit;
    expect(hit?.snippet.length).toBeLessThanOrEqual(120);
    expect(hit?.snippet).toContain('热镀锌地脚螺栓<script>');
    expect(hit?.highlights.map(({ start, length }) => hit.snippet.slice(start, start + length))).toEqual([
      '地脚螺栓',
    ]);
    // A sheet is no page a viewer opens: the hit names the file only.
    const [sheetHit] = (await search({ fullTextQuery: '防坠落装置', fullTextScope: 'attachment' })).records;
    expect(sheetHit?.hit?.attachment).toEqual({ fileId: String(priceList), fileName: '杜鹃报价清单.xlsx' });
    // The title and body come first; scopes 标题 and 正文 never look inside attachments.
    expect((await search({ fullTextQuery: '杜鹃塔' })).records[0]?.hit?.location).toBe('title');
    expect((await search({ fullTextQuery: '地脚螺栓', fullTextScope: 'body' })).total).toBe(0);
    expect((await search({ fullTextQuery: '地脚螺栓', fullTextScope: 'title' })).total).toBe(0);
  });

  it('never shows visitors what is inside attachments of login-only notices, in records, totals or counts', async () => {
    const open = await store(pdf('画眉公开附件', ['画眉附件词 公开']));
    const closed = await store({
      fileName: '画眉内部附件.docx',
      contentType: CONTENT_TYPES.docx,
      bytes: buildDocx({ title: '内部', paragraphs: ['画眉附件词 仅登录可见'] }),
    });
    await publish(provinceNoticeFields('画眉公开公告'), [open]);
    await publish(
      provinceNoticeFields('画眉内部公告', {
        visitorView: VISITOR_VIEW.loggedInOnly,
        purchaseNoticeType: '3',
      }),
      [closed],
    );
    await extractQueued();
    const anonymous = await search({ fullTextQuery: '画眉附件词', isCount: true, visitorView: '0,1' });
    expect(anonymous.records.map((record) => record.noticeTitle)).toEqual(['画眉公开公告']);
    expect(anonymous.total).toBe(1);
    expect(anonymous.typeCounts).toEqual([{ purchaseNoticeType: '2', count: 1 }]);
    expect((await search({ fullTextQuery: '仅登录可见' })).total).toBe(0);
    const member = await search(
      { fullTextQuery: '画眉附件词', isCount: true, visitorView: '0,1' },
      memberToken,
    );
    expect(member.total).toBe(2);
    expect(member.records.find((record) => record.noticeTitle === '画眉内部公告')?.hit?.snippet).toContain(
      '仅登录可见',
    );
  });

  it('finds nothing in a file no notice links (a draft’s upload) nor in one an amendment removed', async () => {
    const draftFile = await store(pdf('黄鹂草稿附件', ['黄鹂草稿词']));
    await testApp.database.db.insert(attachmentTexts).values({ fileId: draftFile });
    const kept = await store(pdf('黄鹂保留附件', ['黄鹂保留词']));
    const removed = await store(pdf('黄鹂删除附件', ['黄鹂删除词']));
    const id = await publish(provinceNoticeFields('黄鹂公告'), [kept, removed]);
    await extractQueued();
    expect((await search({ fullTextQuery: '黄鹂草稿词' }, memberToken)).total).toBe(0);
    expect((await search({ fullTextQuery: '黄鹂删除词' })).total).toBe(1);
    await testApp.app.noticeWriter.transaction(testApp.database.db, (writer) =>
      writer.amend(id, { fields: {}, attachmentFileIds: [kept], accountId: null, reason: '删除附件' }),
    );
    expect((await search({ fullTextQuery: '黄鹂删除词' })).total).toBe(0);
    expect((await search({ fullTextQuery: '黄鹂保留词' })).total).toBe(1);
  });

  it('keeps a notice whose attachment cannot be read findable by title and body, and tells staff why', async () => {
    const broken = await store({
      fileName: '损坏.pdf',
      contentType: CONTENT_TYPES.pdf,
      bytes: Buffer.from('%PDF-1.7\nbroken'),
    });
    await publish(provinceNoticeFields('戴胜公告', { contentHtml: '<p>戴胜正文词</p>' }), [broken]);
    await extractQueued();
    expect((await search({ fullTextQuery: '戴胜正文词' })).total).toBe(1);
    expect((await search({ fullTextQuery: '戴胜公告' })).total).toBe(1);
    const [row] = await testApp.database.db
      .select({
        status: attachmentTexts.status,
        reason: attachmentTexts.reason,
        attempts: attachmentTexts.attempts,
      })
      .from(attachmentTexts)
      .where(eq(attachmentTexts.fileId, broken));
    expect(row).toEqual({
      status: 'failed',
      reason: '文件已损坏或格式不正确：Invalid PDF structure.',
      attempts: 1,
    });
  });

  it('takes over a file whose claimer died once its lease lapses, not before, and tells who holds a claim', async () => {
    const db = testApp.database.db;
    const fileId = await store(pdf('鹈鹕附件', ['鹈鹕接管词']));
    await publish(provinceNoticeFields('鹈鹕公告'), [fileId]);
    const claimedAt = new Date('2030-02-01T00:00:00Z');
    // What an instance killed while reading the file leaves behind: its claim, no outcome.
    await db
      .update(attachmentTexts)
      .set({
        attempts: 1,
        leaseHolder: 'app2:4242:c0ffee',
        leaseUntil: new Date(claimedAt.getTime() + JOB_LEASE_MS),
      })
      .where(eq(attachmentTexts.fileId, fileId));
    const read: string[] = [];
    const survivor = (at: Date) => ({
      db,
      store: testApp.fileStore,
      now: () => at,
      extract: async (fileName: string, bytes: Uint8Array) => {
        read.push(fileName);
        return extractText(fileName, bytes);
      },
    });
    await runAttachmentTextJob(survivor(new Date(claimedAt.getTime() + JOB_LEASE_MS - 1_000)));
    expect(read).toEqual([]);
    await runAttachmentTextJob(survivor(new Date(claimedAt.getTime() + JOB_LEASE_MS + 1_000)));
    expect(read).toEqual(['鹈鹕附件.pdf']);
    const [row] = await db
      .select({
        status: attachmentTexts.status,
        attempts: attachmentTexts.attempts,
        leaseHolder: attachmentTexts.leaseHolder,
      })
      .from(attachmentTexts)
      .where(eq(attachmentTexts.fileId, fileId));
    expect(row).toEqual({ status: 'extracted', attempts: 2, leaseHolder: null });
    await testApp.app.noticesChanged();
    expect(
      (await search({ fullTextQuery: '鹈鹕接管词' })).records.map((notice) => notice.noticeTitle),
    ).toEqual(['鹈鹕公告']);
  });

  it('claims each file once across instances and retries a crash after a pause, with its reason, up to the limit', async () => {
    const db = testApp.database.db;
    const fileId = await store(pdf('翠鸟附件', ['翠鸟词']));
    await publish(provinceNoticeFields('翠鸟公告'), [fileId]);
    let clock = new Date('2030-01-01T00:00:00Z');
    const calls: string[] = [];
    const crashing = {
      db,
      store: testApp.fileStore,
      now: () => clock,
      extract: async (fileName: string) => {
        calls.push(fileName);
        return { status: 'failed' as const, reason: '提取进程异常退出（SIGSEGV）', retryable: true as const };
      },
    };
    // Two instances at once: one claims the file, the other finds nothing due.
    await Promise.all([runAttachmentTextJob(crashing), runAttachmentTextJob(crashing)]);
    expect(calls).toEqual(['翠鸟附件.pdf']);
    const statusOf = async () =>
      (
        await db
          .select({
            status: attachmentTexts.status,
            reason: attachmentTexts.reason,
            attempts: attachmentTexts.attempts,
          })
          .from(attachmentTexts)
          .where(and(eq(attachmentTexts.fileId, fileId)))
      )[0];
    expect(await statusOf()).toEqual({
      status: 'pending',
      reason: '提取进程异常退出（SIGSEGV）',
      attempts: 1,
    });
    // Not due again until its retry time.
    await runAttachmentTextJob(crashing);
    expect(calls).toHaveLength(1);
    clock = new Date(clock.getTime() + 31_000);
    await runAttachmentTextJob(crashing);
    clock = new Date(clock.getTime() + 31_000);
    await runAttachmentTextJob(crashing);
    expect(calls).toHaveLength(3);
    expect(await statusOf()).toEqual({
      status: 'failed',
      reason: '提取进程异常退出（SIGSEGV）',
      attempts: 3,
    });
  });
});
