import { z } from 'zod';
import { defineUpload } from './area.js';
import { ZFileInfo } from '../files/file-info.js';

/** Same limits and checks as file/upload-file with purpose noticeAttachment. */
export const uploadPublishedNoticeAttachment = defineUpload('/notice-publishing/upload-attachment', {
  summary:
    '发布接口：上传公告附件（multipart/form-data，字段 file；类型、大小与内容检查同 file/upload-file 的 noticeAttachment）；答复的 id 填入 attachmentFileIds',
  access: 'apiClient',
  query: z.object({}),
  data: ZFileInfo,
});
