import { createRequire } from 'node:module';
import path from 'node:path';
import { unzipSync, type Unzipped } from 'fflate';

/**
 * Text of one attachment (issue 23), run only inside the extraction child (extraction-child.ts): the
 * libraries parse untrusted files, so a malformed or huge one may exhaust that process, never the web's.
 */

/** What extraction found: per page (PDF) or per part (a sheet, a file inside a ZIP), or why none. */
export type TExtractionResult =
  | { status: 'extracted'; paged: boolean; pages: string[] }
  | { status: 'no_text' }
  | { status: 'encrypted' }
  /** `retryable`: the child crashed or ran out of time or memory (a parser's refusal is final). */
  | { status: 'failed'; reason: string; retryable?: true };

/** Limits of what one attachment may make the child read (the child's memory and clock are the rest). */
export const EXTRACTION_LIMITS = {
  /** Pages of a PDF read; later pages are left out of the index. */
  maxPdfPages: 1000,
  /** Characters kept per attachment (~250 dense pages): the index of one file stays bounded. */
  maxTextLength: 500_000,
  /** Entries a ZIP may list, and bytes its entries may unpack to in all (zip bombs). */
  maxZipEntries: 1000,
  maxZipUnpackedBytes: 200 * 1024 * 1024,
  /** ZIP inside ZIP is read this deep. */
  maxZipDepth: 2,
} as const;

type TPages = { paged: boolean; pages: string[] };

class EncryptedFileError extends Error {}

const requireFromHere = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(requireFromHere.resolve('pdfjs-dist/package.json'));

/** A line break between two Chinese characters is layout, not a word boundary: 光缆\n交接箱 → 光缆交接箱. */
export const joinSplitChineseWords = (text: string): string =>
  text.replace(/(\p{Script=Han})[ \t]*\r?\n[ \t]*(?=\p{Script=Han})/gu, '$1');

const isHan = (char: string | undefined) => char !== undefined && /\p{Script=Han}/u.test(char);

const pdfPages = async (bytes: Uint8Array): Promise<TPages> => {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = pdfjs.getDocument({
    // pdf.js refuses a Buffer, and takes over (detaches) the bytes it is given: a copy of its own.
    data: new Uint8Array(bytes),
    // Fonts never reach a page: text only. Nothing in a PDF is run as JavaScript: pdf.js 6 has no
    // `eval` path left (PostScript functions are interpreted or compiled to WebAssembly, so its
    // `isEvalSupported` option is gone; text-extraction.test.ts checks the shipped build for it).
    disableFontFace: true,
    useSystemFonts: false,
    // Chinese PDFs with CID fonts need the character maps; both ship inside pdfjs-dist.
    cMapUrl: `${pdfjsRoot}/cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${pdfjsRoot}/standard_fonts/`,
    verbosity: 0,
  });
  try {
    const document = await loading.promise;
    const pages: string[] = [];
    const count = Math.min(document.numPages, EXTRACTION_LIMITS.maxPdfPages);
    for (let number = 1; number <= count; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        // Items of one line may abut: a space only between Latin words, never inside Chinese text.
        const previous = text.at(-1);
        if (previous && previous !== '\n' && item.str && !isHan(previous) && !isHan(item.str[0]))
          text += item.str.startsWith(' ') || previous === ' ' ? '' : ' ';
        text += item.str;
        if (item.hasEOL) text += '\n';
      }
      pages.push(joinSplitChineseWords(text));
      page.cleanup();
    }
    return { paged: true, pages };
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException') throw new EncryptedFileError();
    throw error;
  } finally {
    // The document and its worker go with the loading task (pdf.js 6 has no document.destroy()).
    await loading.destroy();
  }
};

const docxText = async (bytes: Uint8Array): Promise<string> => {
  const mammoth = await import('mammoth');
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  return value;
};

const sheetsText = async (bytes: Uint8Array): Promise<string[]> => {
  const { default: xlsx } = await import('xlsx');
  const workbook = xlsx.read(bytes, {
    type: 'buffer',
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
  });
  return workbook.SheetNames.map((name) => {
    const sheet = workbook.Sheets[name];
    const rows = sheet ? xlsx.utils.sheet_to_csv(sheet, { FS: ' ', blankrows: false }) : '';
    return `${name}\n${rows}`;
  });
};

const docText = async (bytes: Uint8Array): Promise<string> => {
  const { default: WordExtractor } = await import('word-extractor');
  const document = await new WordExtractor().extract(Buffer.from(bytes));
  return [document.getBody(), document.getFootnotes(), document.getEndnotes()].join('\n');
};

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46]; // %PDF
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP_SIGNATURE = [0x50, 0x4b, 0x05, 0x06];
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const extensionOf = (fileName: string) => path.extname(fileName).toLowerCase();

/** An Office file saved with a password is an OLE container holding an `EncryptionInfo` stream. */
const isEncryptedOffice = (bytes: Uint8Array) => {
  const marker = Buffer.from('EncryptionInfo', 'utf16le');
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(marker);
};

/** Entries of a ZIP, refused before unpacking when their declared count or sizes exceed the limits. */
const unzipWithinLimits = (bytes: Uint8Array): Unzipped => {
  let entries = 0;
  let unpacked = 0;
  return unzipSync(bytes, {
    filter: (entry) => {
      entries += 1;
      unpacked += entry.originalSize;
      if (entries > EXTRACTION_LIMITS.maxZipEntries)
        throw new Error(`压缩包内文件超过${EXTRACTION_LIMITS.maxZipEntries}个`);
      if (unpacked > EXTRACTION_LIMITS.maxZipUnpackedBytes)
        throw new Error(`压缩包解压后超过${EXTRACTION_LIMITS.maxZipUnpackedBytes / 1024 / 1024} MB`);
      return !entry.name.endsWith('/');
    },
  });
};

/** The ZIP's general-purpose flag bit 0 marks an encrypted entry (local headers, first one checked). */
const zipHasEncryptedEntry = (bytes: Uint8Array) =>
  startsWith(bytes, ZIP_SIGNATURE) && ((bytes[6] ?? 0) & 1) === 1;

const filesIn = (bytes: Uint8Array, depth: number): Promise<string[]> => {
  if (zipHasEncryptedEntry(bytes)) throw new EncryptedFileError();
  const entries = unzipWithinLimits(bytes);
  if ('word/document.xml' in entries) return docxText(bytes).then((text) => [text]);
  if ('xl/workbook.xml' in entries) return sheetsText(bytes);
  return zipEntriesText(entries, depth);
};

/** Text of the readable files inside a ZIP, each headed by its path; unreadable ones are passed over. */
const zipEntriesText = async (entries: Unzipped, depth: number): Promise<string[]> => {
  const parts: string[] = [];
  for (const [name, entry] of Object.entries(entries)) {
    try {
      const found = await partsOf(name, entry, depth + 1);
      if (found.pages.some((page) => page.trim() !== '')) parts.push(`${name}\n${found.pages.join('\n')}`);
    } catch {
      // One broken or locked file inside an archive does not hide the others.
    }
  }
  return parts;
};

const partsOf = async (fileName: string, bytes: Uint8Array, depth = 0): Promise<TPages> => {
  if (startsWith(bytes, PDF_SIGNATURE)) return pdfPages(bytes);
  if (startsWith(bytes, ZIP_SIGNATURE) || startsWith(bytes, EMPTY_ZIP_SIGNATURE)) {
    if (depth > EXTRACTION_LIMITS.maxZipDepth) return { paged: false, pages: [] };
    return { paged: false, pages: await filesIn(bytes, depth) };
  }
  if (startsWith(bytes, OLE_SIGNATURE)) {
    if (isEncryptedOffice(bytes)) throw new EncryptedFileError();
    const extension = extensionOf(fileName);
    if (extension === '.xls' || extension === '.et') return { paged: false, pages: await sheetsText(bytes) };
    return { paged: false, pages: [await docText(bytes)] };
  }
  const extension = extensionOf(fileName);
  if (extension === '.txt' || extension === '.csv')
    return { paged: false, pages: [new TextDecoder('utf-8').decode(bytes)] };
  throw new Error('不支持的文件格式');
};

/** Pages cut to the text limit: a file's index stays bounded however much text it holds. */
const withinTextLimit = (pages: string[]): string[] => {
  let left: number = EXTRACTION_LIMITS.maxTextLength;
  const kept: string[] = [];
  for (const page of pages) {
    if (left <= 0) break;
    kept.push(page.slice(0, left));
    left -= page.length;
  }
  return kept;
};

/** Our own refusals are Chinese already; a parser's English message is kept after a Chinese one. */
const reasonOf = (error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  if (!message) return '无法读取';
  return (/[\u4e00-\u9fff]/.test(message) ? message : `文件已损坏或格式不正确：${message}`).slice(0, 200);
};

/** Extracts the text of one attachment; the status says what a person would call the outcome. */
export const extractText = async (fileName: string, bytes: Uint8Array): Promise<TExtractionResult> => {
  try {
    const { paged, pages } = await partsOf(fileName, bytes);
    const cleaned = withinTextLimit(pages.map((page) => page.replaceAll('\u0000', '').trim()));
    if (cleaned.every((page) => page === '')) return { status: 'no_text' };
    return { status: 'extracted', paged, pages: cleaned };
  } catch (error) {
    if (error instanceof EncryptedFileError) return { status: 'encrypted' };
    return { status: 'failed', reason: reasonOf(error) };
  }
};
