import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { ZAdminDownloadZoneEntry, ZCreateDownloadZoneEntryRequest } from './download-zone-admin.js';

export const createDownloadZoneEntry = defineEndpoint('POST', '/admin/download-zone/create-entry', {
  summary:
    '下载专区管理：发布一个已上传的文件（file/upload-file，purpose=downloadZone）；公开下载列表立即可见',
  access: { permission: PERMISSIONS.adminDownloads },
  body: ZCreateDownloadZoneEntryRequest,
  data: ZAdminDownloadZoneEntry,
});
