import { z } from 'zod';
import { defineDownload } from '../common/endpoint.js';
import { idString } from '../common/fields.js';

export const ZFileIdQuery = z.object({ fileId: idString('文件编号') });

/** Bytes of a notice attachment under its own (Chinese) file name. */
export const downloadGet = defineDownload({
  path: '/file/download-get',
  summary: '下载公告附件（文件流，文件名为原始中文名）',
  tag: 'file',
  access: 'public',
  query: ZFileIdQuery,
});
