import { strToU8, zipSync } from 'fflate';
import xlsx from 'xlsx';

/**
 * Real file bytes for demo attachments and downloads: a valid PDF written object by object, a Word
 * document (DOCX) and a workbook (XLSX) with Chinese text, CSV that Excel opens as UTF-8 (BOM, CRLF)
 * and UTF-8 text. No PDF library is needed for a few pages of text.
 */

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const BODY_SIZE = 11;
const TITLE_SIZE = 16;
const LEADING = 17;
const LINES_PER_PAGE = Math.floor((PAGE_HEIGHT - 2 * MARGIN - TITLE_SIZE * 2) / LEADING);

const isAscii = (text: string) => /^[\x20-\x7e]*$/.test(text);

/** Width in ems at the CJK font's metrics: full-width characters 1, ASCII 0.5 (see /W below). */
const emWidth = (char: string) => (char.charCodeAt(0) < 0x80 ? 0.5 : 1);

const wrapLine = (text: string, maxEms: number): string[] => {
  const lines: string[] = [];
  let current = '';
  let width = 0;
  for (const char of text) {
    const charWidth = emWidth(char);
    if (width + charWidth > maxEms && current !== '') {
      lines.push(current);
      current = '';
      width = 0;
    }
    current += char;
    width += charWidth;
  }
  lines.push(current);
  return lines;
};

/** UTF-16BE hex: the encoding of the CJK font's UniGB-UCS2-H CMap and of PDF text strings. */
const utf16Hex = (text: string) => Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase();
const asciiLiteral = (text: string) => `(${text.replace(/[\\()]/g, (char) => `\\${char}`)})`;

/** A text line as a show-text operator: Helvetica for plain ASCII, the CJK font otherwise. */
const showText = (text: string, size: number) =>
  isAscii(text) ? `/F1 ${size} Tf ${asciiLiteral(text)} Tj` : `/F2 ${size} Tf <${utf16Hex(text)}> Tj`;

/** PDF date 'D:20250312093000+08'00'' in China time. */
const pdfDate = (date: Date) => {
  const china = new Date(date.getTime() + 8 * 3_600_000).toISOString();
  return `D:${china.slice(0, 19).replace(/[-T:]/g, '')}+08'00'`;
};

/**
 * An A4 PDF with a title and wrapped paragraphs. Chinese uses the standard STSong-Light font (not
 * embedded; every PDF viewer maps it to a system CJK font), so the file stays a few kilobytes.
 */
export const buildPdf = (options: {
  title: string;
  paragraphs: readonly string[];
  createdAt: Date;
}): Buffer => {
  const maxEms = (PAGE_WIDTH - 2 * MARGIN) / BODY_SIZE;
  const bodyLines = options.paragraphs.flatMap((text) => [...wrapLine(text, maxEms), '']);
  const pages: string[][] = [];
  for (let start = 0; start < bodyLines.length; start += LINES_PER_PAGE) {
    pages.push(bodyLines.slice(start, start + LINES_PER_PAGE));
  }
  if (pages.length === 0) pages.push([]);

  // Fixed objects 1-6, then a page and its content stream per page.
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, index) => `${7 + index * 2} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [5 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light ' +
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 6 0 R /DW 1000 /W [1 95 500] >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] ' +
      '/ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ];
  pages.forEach((lines, pageIndex) => {
    const operators = ['BT', `${LEADING} TL`, `${MARGIN} ${PAGE_HEIGHT - MARGIN - TITLE_SIZE} Td`];
    if (pageIndex === 0) operators.push(showText(options.title, TITLE_SIZE), 'T*', 'T*');
    for (const line of lines) {
      if (line !== '') operators.push(showText(line, BODY_SIZE));
      operators.push('T*');
    }
    operators.push('ET');
    const footer = `BT ${PAGE_WIDTH / 2 - 10} 30 Td /F1 9 Tf (${pageIndex + 1} / ${pages.length}) Tj ET`;
    const stream = `${operators.join('\n')}\n${footer}`;
    const contentNumber = 8 + pageIndex * 2;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentNumber} 0 R >>`,
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    );
  });
  const infoNumber = objects.length + 1;
  objects.push(
    `<< /Title <FEFF${utf16Hex(options.title)}> /Producer (supportal demo data) /CreationDate (${pdfDate(options.createdAt)}) >>`,
  );

  // The binary comment line tells transfer tools the file is binary; every byte after it is ASCII.
  let pdf = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${infoNumber} 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
};

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** CSV with a UTF-8 byte-order mark and CRLF lines, as Excel on Chinese Windows expects. */
export const buildCsv = (
  headers: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): Buffer => {
  const lines = [headers, ...rows].map((row) => row.map(csvCell).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
};

/** Plain UTF-8 text with Windows line ends, so Notepad shows the lines too. */
export const buildText = (lines: readonly string[]): Buffer =>
  Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');

const xmlEscape = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
  );

/** A Word document (DOCX): a title and one paragraph per entry, the four parts Word needs and no more. */
export const buildDocx = (options: { title: string; paragraphs: readonly string[] }): Buffer => {
  const paragraph = (text: string, style?: string) =>
    `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}<w:r><w:t xml:space="preserve">${xmlEscape(text)}</w:t></w:r></w:p>`;
  const body = [paragraph(options.title, 'Title'), ...options.paragraphs.map((text) => paragraph(text))].join(
    '',
  );
  const parts = {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      `<w:body>${body}</w:body></w:document>`,
  };
  return Buffer.from(
    zipSync(Object.fromEntries(Object.entries(parts).map(([name, xml]) => [name, strToU8(xml)])), {
      mtime: '2026-01-01',
    }),
  );
};

/** A workbook (XLSX) with one sheet per entry: a header row, then the rows. */
export const buildXlsx = (
  sheets: readonly {
    name: string;
    headers: readonly string[];
    rows: readonly (readonly (string | number)[])[];
  }[],
): Buffer => {
  const workbook = xlsx.utils.book_new();
  for (const sheet of sheets)
    xlsx.utils.book_append_sheet(
      workbook,
      xlsx.utils.aoa_to_sheet([[...sheet.headers], ...sheet.rows.map((row) => [...row])]),
      sheet.name,
    );
  return xlsx.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
};

export const CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
} as const;
