import { z } from 'zod';
import { defineDownload, defineUpload } from './area.js';
import { ZFileIdQuery } from './download-get.js';
import { ZFileInfo } from './file-info.js';

const MB = 1024 * 1024;

/** File kinds the portal accepts, by extension; the server checks the bytes match (magic numbers). */
export const UPLOAD_FILE_KINDS = {
  pdf: 'PDF',
  jpg: 'JPEG 图片',
  jpeg: 'JPEG 图片',
  png: 'PNG 图片',
  doc: 'Word 文档',
  docx: 'Word 文档',
  xls: 'Excel 表格',
  xlsx: 'Excel 表格',
  ppt: 'PowerPoint 演示文稿',
  pptx: 'PowerPoint 演示文稿',
  zip: 'ZIP 压缩包',
  rar: 'RAR 压缩包',
  txt: '文本文件',
} as const;
export type TUploadExtension = keyof typeof UPLOAD_FILE_KINDS;

const DOCUMENT_EXTENSIONS: readonly TUploadExtension[] = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'zip',
  'rar',
  'txt',
  'jpg',
  'jpeg',
  'png',
];

/**
 * What an upload is for, and its limits: certificate scans (资质证书) are PDF or images up to 10 MB;
 * notice attachments and download-zone files are office documents, archives, text or images up to 50 MB.
 */
export const UPLOAD_PURPOSES = {
  certificate: { label: '资质证书', maxBytes: 10 * MB, extensions: ['pdf', 'jpg', 'jpeg', 'png'] },
  noticeAttachment: { label: '公告附件', maxBytes: 50 * MB, extensions: DOCUMENT_EXTENSIONS },
  downloadZone: { label: '下载专区文件', maxBytes: 50 * MB, extensions: DOCUMENT_EXTENSIONS },
} as const satisfies Record<
  string,
  { label: string; maxBytes: number; extensions: readonly TUploadExtension[] }
>;
export type TUploadPurpose = keyof typeof UPLOAD_PURPOSES;

export const ZUploadPurpose = z.enum(Object.keys(UPLOAD_PURPOSES) as [TUploadPurpose, ...TUploadPurpose[]], {
  error: '上传用途不正确',
});

/** Longest file name kept (characters); longer names are shortened, keeping the extension. */
export const UPLOAD_FILE_NAME_MAX = 120;
/** An upload not attached to anything within this time is deleted. */
export const UPLOAD_PENDING_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Uploads one file (multipart field `file`) for a purpose; it stays private to the uploader until a
 * business call attaches it. Over the size limit: 413 while streaming, nothing stored.
 */
export const uploadFile = defineUpload('/file/upload-file', {
  summary: '上传文件（multipart/form-data，字段 file；purpose 在查询串中）；按用途限制类型与大小，超限 413',
  access: 'session',
  query: z.object({ purpose: ZUploadPurpose }),
  data: ZFileInfo,
});

/** The uploader's own file, before a business call attaches it (a preview of what was uploaded). */
export const downloadUpload = defineDownload('/file/download-upload', {
  summary: '下载自己上传且尚未关联的文件（文件流）',
  access: 'session',
  query: ZFileIdQuery,
});
