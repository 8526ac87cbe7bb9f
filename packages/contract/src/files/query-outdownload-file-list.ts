import { z } from 'zod';
import { defineEndpoint } from './area.js';
import { optionalBooleanLike } from '../common/fields.js';
import { ZFileInfo } from './file-info.js';

export const ZDownloadZoneFile = ZFileInfo.extend({
  title: z.string(),
  createTime: z.string().nullable(),
});
export type TDownloadZoneFile = z.infer<typeof ZDownloadZoneFile>;

export const queryOutdownloadFileList = defineEndpoint(
  'POST',
  '/file-up-manager/query-outdownload-file-list',
  {
    summary: '下载专区文件列表（isLoginFlag 在查询串中；匿名只见公开文件）',
    access: 'public',
    query: z.object({ isLoginFlag: optionalBooleanLike() }),
    data: z.array(ZDownloadZoneFile),
  },
);
