import { defineDownload } from './area.js';
import { ZFileIdQuery } from './download-get.js';

export const downloadOutdownloadFileInfo = defineDownload('/file-up-manager/download-outdownload-file-info', {
  summary: '下载专区文件下载（文件流）；停用或无权下载时 404',
  access: 'public',
  query: ZFileIdQuery,
});
