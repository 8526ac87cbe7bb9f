import path from 'node:path';
import { UPLOAD_FILE_KINDS, UPLOAD_FILE_NAME_MAX, type TUploadExtension } from '@supportal/contract';

/** Content types the server sends files back with: decided by the checked extension, never by the client. */
export const CONTENT_TYPES: Record<TUploadExtension, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  txt: 'text/plain; charset=utf-8',
};

const bytes = (...values: number[]) => Buffer.from(values);
const PDF = Buffer.from('%PDF-', 'latin1');
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const JPEG = bytes(0xff, 0xd8, 0xff);
// Local file header, or the end record of an empty archive. OOXML (docx/xlsx/pptx) is a ZIP archive.
const ZIP = [bytes(0x50, 0x4b, 0x03, 0x04), bytes(0x50, 0x4b, 0x05, 0x06)];
// OLE2 compound file: the legacy doc/xls/ppt formats.
const OLE2 = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
// RAR 4 ('Rar!\x1a\x07\x00') and RAR 5 ('Rar!\x1a\x07\x01\x00') share this start.
const RAR = bytes(0x52, 0x61, 0x72, 0x21, 0x1a, 0x07);

const SIGNATURES: Record<Exclude<TUploadExtension, 'txt'>, readonly Buffer[]> = {
  pdf: [PDF],
  png: [PNG],
  jpg: [JPEG],
  jpeg: [JPEG],
  zip: ZIP,
  docx: ZIP,
  xlsx: ZIP,
  pptx: ZIP,
  doc: [OLE2],
  xls: [OLE2],
  ppt: [OLE2],
  rar: [RAR],
};

/** Programs and the formats above: none of them is a text file, whatever its name says. */
const BINARY_STARTS = [
  Buffer.from('MZ', 'latin1'),
  bytes(0x7f, 0x45, 0x4c, 0x46),
  ...Object.values(SIGNATURES).flat(),
];

/** How many leading bytes decide: the longest signature, or this much of a text file. */
export const SNIFF_BYTES = 4096;

/** Whether the leading bytes of a file are what its extension says. */
export const bytesMatchExtension = (head: Buffer, extension: TUploadExtension): boolean => {
  if (head.length === 0) return false;
  if (extension === 'txt') {
    // Text has no signature: no NUL byte, and not a program or a known binary format.
    return !head.includes(0) && !BINARY_STARTS.some((start) => head.subarray(0, start.length).equals(start));
  }
  return SIGNATURES[extension].some((signature) => head.subarray(0, signature.length).equals(signature));
};

export const isUploadExtension = (value: string): value is TUploadExtension =>
  Object.hasOwn(UPLOAD_FILE_KINDS, value);

// Path separators, characters Windows forbids in names, and control/format characters.
const UNSAFE_NAME_CHARS = /[\\/:*?"<>|\p{Cc}\p{Cf}]/gu;

/**
 * The name a file is kept under: the last path segment of what the browser sent, without characters
 * that are unsafe in a name or a download header, at most UPLOAD_FILE_NAME_MAX characters (the
 * extension kept). The extension comes back lower-case ('' when there is none).
 */
export const sanitizeFileName = (raw: string): { fileName: string; extension: string } => {
  const lastSegment = raw.split(/[\\/]/).pop() ?? '';
  let name = lastSegment.normalize('NFC').replace(UNSAFE_NAME_CHARS, '').replace(/\s+/g, ' ').trim();
  name = name.replace(/^[.\s]+/, '').replace(/[.\s]+$/, '');
  const extension = path.extname(name).slice(1).toLowerCase();
  const base = extension ? name.slice(0, -(extension.length + 1)).trim() : name;
  const suffix = extension ? `.${extension}` : '';
  const keptBase = Array.from(base || '文件')
    .slice(0, UPLOAD_FILE_NAME_MAX - suffix.length)
    .join('');
  return { fileName: `${keptBase}${suffix}`, extension };
};
