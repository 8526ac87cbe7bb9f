import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import CFB from 'cfb';
import { strToU8, zipSync } from 'fflate';
import xlsx from 'xlsx';
import { describe, expect, it } from 'vitest';
import { buildDocx, buildPdf, buildXlsx } from '../../demo-data/file-formats.js';
import { createExtractionWorker } from './extraction-runner.js';
import { EXTRACTION_LIMITS, extractText, joinSplitChineseWords } from './text-extraction.js';

const createdAt = new Date('2026-03-01T02:00:00Z');
const require = createRequire(import.meta.url);

/** A PDF of the given objects (1: catalog), written with a correct cross-reference table. */
const pdfOf = (objects: string[], trailerExtra = '') => {
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
};

/** A scanned page: a drawing and no text at all. */
const scannedPdf = () =>
  pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    '<< /Length 24 >>\nstream\n0.5 g 50 50 400 600 re f\nendstream',
  ]);

/** A PDF locked with a user password (Standard security handler, revision 2): nothing opens it without one. */
const encryptedPdf = () =>
  pdfOf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    ],
    `/Encrypt << /Filter /Standard /V 1 /R 2 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -4 >> /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>] `,
  );

/**
 * A Word 97-2003 document (.doc): the File Information Block, one piece of UTF-16 text and the table
 * stream holding the piece table, in an OLE container. Word writes much more; a reader needs this.
 */
const wordDocument = (text: string) => {
  const textOffset = 0x800;
  const characters = Buffer.from(`${text}\r`, 'utf16le');
  const wordStream = Buffer.alloc(textOffset + characters.length);
  wordStream.writeUInt16LE(0xa5ec, 0); // wIdent
  wordStream.writeUInt16LE(0x0200, 0x0a); // fWhichTblStm: the table stream is 1Table
  wordStream.writeUInt32LE(text.length + 1, 0x4c); // ccpText
  wordStream.writeUInt32LE(0, 0x1a2); // fcClx: the piece table starts the table stream
  wordStream.writeUInt32LE(21, 0x1a6); // lcbClx
  characters.copy(wordStream, textOffset);
  const table = Buffer.alloc(21);
  table.writeUInt8(2, 0); // clxt: piece table
  table.writeUInt32LE(16, 1); // its size: two CPs and one piece descriptor
  table.writeUInt32LE(0, 5);
  table.writeUInt32LE(text.length + 1, 9);
  table.writeUInt32LE(textOffset, 15); // fc: UTF-16 text at this offset of the WordDocument stream
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, '/WordDocument', wordStream);
  CFB.utils.cfb_add(container, '/1Table', table);
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
};

const xlsWorkbook = () => {
  const workbook = xlsx.utils.book_new();
  xlsx.utils.book_append_sheet(
    workbook,
    xlsx.utils.aoa_to_sheet([
      ['物资名称', '单价'],
      ['镀锌钢绞线', 12.5],
    ]),
    '价格清单',
  );
  return xlsx.write(workbook, { type: 'buffer', bookType: 'biff8' }) as Buffer;
};

const textOf = (result: Awaited<ReturnType<typeof extractText>>) =>
  result.status === 'extracted' ? result.pages.join('\n') : `(${result.status})`;

describe('attachment text extraction', () => {
  it('reads a Chinese PDF through its CID font maps, page by page', async () => {
    const pdf = buildPdf({
      title: '光缆交接箱技术规范书',
      paragraphs: [
        '供应商须具备通信工程施工总承包三级及以上资质。',
        ...Array.from({ length: 50 }, (_, index) => `第${index + 1}条 镀锌层厚度不小于86微米。`),
        '附录：防雷接地电阻不大于10欧姆。',
      ],
      createdAt,
    });
    const result = await extractText('技术规范书.pdf', pdf);
    expect(result.status).toBe('extracted');
    if (result.status !== 'extracted') return;
    expect(result.paged).toBe(true);
    expect(result.pages.length).toBeGreaterThan(1);
    expect(result.pages[0]).toContain('通信工程施工总承包三级');
    expect(result.pages.at(-1)).toContain('防雷接地电阻');
    expect(result.pages[0]).not.toContain('防雷接地电阻');
  });

  it('runs no JavaScript made from a PDF: the pdf.js build in use has no eval path', async () => {
    // pdf.js 5.7 removed its last `new Function` (compiled PostScript functions) and with it the
    // `isEvalSupported` option this module used to set to false; this keeps a later pdf.js honest.
    const build = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'legacy/build');
    for (const file of ['pdf.mjs', 'pdf.worker.mjs']) {
      const source = (await readFile(path.join(build, file), 'utf8'))
        // core-js's lookup of the global object: a constant string, nothing from a document.
        .replaceAll("Function('return this')()", '');
      expect(source, file).not.toMatch(/(^|[^\w$.])(eval|Function)\(/m);
      expect(source, file).not.toContain('isEvalSupported');
    }
  });

  it('joins a line break that splits a Chinese word, and keeps breaks between Latin words', () => {
    expect(joinSplitChineseWords('光缆交\n接箱')).toBe('光缆交接箱');
    expect(joinSplitChineseWords('Project\nNo.')).toBe('Project\nNo.');
  });

  it('reads DOCX, XLSX, XLS and DOC', async () => {
    const docx = buildDocx({ title: '资格要求', paragraphs: ['须持有安全生产许可证。'] });
    expect(textOf(await extractText('资格要求.docx', docx))).toContain('安全生产许可证');
    const workbook = buildXlsx([
      { name: '报价清单', headers: ['物资名称', '数量'], rows: [['蓄电池组', 4]] },
      { name: '交货地点', headers: ['地点'], rows: [['江苏南京']] },
    ]);
    const sheets = await extractText('报价清单.xlsx', workbook);
    expect(sheets.status === 'extracted' && sheets.pages).toEqual([
      '报价清单\n物资名称 数量\n蓄电池组 4',
      '交货地点\n地点\n江苏南京',
    ]);
    expect(textOf(await extractText('价格清单.xls', xlsWorkbook()))).toContain('镀锌钢绞线 12.5');
    expect(textOf(await extractText('旧版说明.doc', wordDocument('抱杆基础混凝土强度等级C30')))).toContain(
      '抱杆基础混凝土强度等级C30',
    );
  });

  it('reads the files inside a ZIP, each under its path, and ZIPs inside it', async () => {
    const inner = zipSync({ '报价/说明.txt': strToU8('内层压缩包中的接地扁钢') });
    const archive = zipSync({
      '规范.docx': buildDocx({ title: '规范', paragraphs: ['塔靴螺栓'] }),
      '内层.zip': inner,
      'image.bin': new Uint8Array([1, 2, 3]),
    });
    const text = textOf(await extractText('全部文件.zip', archive));
    expect(text).toContain('规范.docx\n规范');
    expect(text).toContain('塔靴螺栓');
    expect(text).toContain('接地扁钢');
  });

  it('tells a scan without text and a password-protected file apart from a failure', async () => {
    expect(await extractText('扫描件.pdf', scannedPdf())).toEqual({ status: 'no_text' });
    expect(await extractText('加密.pdf', encryptedPdf())).toEqual({ status: 'encrypted' });
    const lockedOffice = CFB.utils.cfb_new();
    CFB.utils.cfb_add(lockedOffice, '/EncryptionInfo', Buffer.alloc(64, 1));
    CFB.utils.cfb_add(lockedOffice, '/EncryptedPackage', Buffer.alloc(64, 2));
    const locked = Buffer.from(CFB.write(lockedOffice, { type: 'buffer' }) as Uint8Array);
    expect(await extractText('报价.xlsx', locked)).toEqual({ status: 'encrypted' });
  });

  it('refuses a zip bomb by its declared sizes and entry count before unpacking it', async () => {
    const megabyte = new Uint8Array(1024 * 1024);
    const bombEntries = Math.ceil(EXTRACTION_LIMITS.maxZipUnpackedBytes / megabyte.length) + 1;
    const bomb = zipSync(
      Object.fromEntries(Array.from({ length: bombEntries }, (_, i) => [`${i}.txt`, megabyte])),
    );
    expect(bomb.length).toBeLessThan(2 * megabyte.length);
    expect(await extractText('bomb.zip', bomb)).toEqual({
      status: 'failed',
      reason: '压缩包解压后超过200 MB',
    });
    const crowded = zipSync(
      Object.fromEntries(
        Array.from({ length: EXTRACTION_LIMITS.maxZipEntries + 1 }, (_, i) => [`${i}.txt`, strToU8('x')]),
      ),
    );
    expect(await extractText('crowded.zip', crowded)).toEqual({
      status: 'failed',
      reason: '压缩包内文件超过1000个',
    });
  });

  it('answers failed with a reason for malformed and unknown files', async () => {
    expect(await extractText('坏文件.pdf', Buffer.from('%PDF-1.7\nnot a pdf at all'))).toMatchObject({
      status: 'failed',
    });
    expect(await extractText('图片.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toEqual({
      status: 'failed',
      reason: '不支持的文件格式',
    });
    const truncated = buildDocx({ title: '截断', paragraphs: ['正文'] }).subarray(0, 200);
    expect(await extractText('截断.docx', truncated)).toMatchObject({ status: 'failed' });
  });

  it('runs in one child file after file; a file that outlasts its time-out is killed and the next gets a fresh child', async () => {
    const pdf = (text: string) => buildPdf({ title: text, paragraphs: [text], createdAt });
    const worker = createExtractionWorker({ maxHeapMb: 256, timeoutMs: 120_000 });
    try {
      const [first, second] = await Promise.all([
        worker.extract('一.pdf', pdf('接地电阻测试')),
        worker.extract('二.pdf', pdf('蓄电池组更换')),
      ]);
      expect(textOf(first)).toContain('接地电阻测试');
      expect(textOf(second)).toContain('蓄电池组更换');
      expect(worker.childrenStarted()).toBe(1);
    } finally {
      worker.close();
    }
    const hurried = createExtractionWorker({ maxHeapMb: 256, timeoutMs: 1 });
    try {
      expect(await hurried.extract('慢.pdf', pdf('慢'))).toEqual({
        status: 'failed',
        reason: '提取超时（1 秒）',
        retryable: true,
      });
      await hurried.extract('又慢.pdf', pdf('又慢'));
      expect(hurried.childrenStarted()).toBe(2);
    } finally {
      hurried.close();
    }
  });

  it('a child that runs out of memory fails with a reason and is replaced, and this process goes on', async () => {
    // Eight thousand pages of text exceed a 32 MB heap long before they are read.
    const huge = buildPdf({
      title: '超大文件',
      paragraphs: Array.from({ length: 300_000 }, (_, index) => `第${index}段 塔基础`),
      createdAt,
    });
    const worker = createExtractionWorker({ maxHeapMb: 32, timeoutMs: 170_000 });
    try {
      const failure = { status: 'failed', reason: '内存超限（32 MB）', retryable: true };
      expect(await worker.extract('超大文件.pdf', huge)).toEqual(failure);
      expect(await worker.extract('又一个.pdf', huge)).toEqual(failure);
      expect(worker.childrenStarted()).toBe(2);
    } finally {
      worker.close();
    }
  });
});
