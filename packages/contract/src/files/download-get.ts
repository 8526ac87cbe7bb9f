import { z } from 'zod';
import { defineDownload } from './area.js';
import { idString } from '../common/fields.js';

export const ZFileIdQuery = z.object({ fileId: idString('文件编号') });

/** How a PDF attachment is sent: downloaded (the default) or shown in the browser (a search hit's page). */
export const ATTACHMENT_DISPOSITIONS = ['attachment', 'inline'] as const;

/** Bytes of a notice attachment under its own (Chinese) file name. */
export const downloadGet = defineDownload('/file/download-get', {
  summary: '下载公告附件（文件流，文件名为原始中文名）',
  access: 'public',
  query: ZFileIdQuery.extend({
    disposition: z
      .enum(ATTACHMENT_DISPOSITIONS, { error: `应为 ${ATTACHMENT_DISPOSITIONS.join(' / ')}` })
      .optional()
      .describe('inline：PDF 在浏览器中打开（可带 #page=N 定位到页）；其他格式总是下载'),
  }),
});
