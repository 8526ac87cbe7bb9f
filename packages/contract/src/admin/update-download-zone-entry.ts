import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { ZAdminDownloadZoneEntry, ZUpdateDownloadZoneEntryRequest } from './download-zone-admin.js';

export const updateDownloadZoneEntry = defineEndpoint('POST', '/admin/download-zone/update-entry', {
  summary: '下载专区管理：修改标题、排序、可见范围（访客/仅登录）或停用；公开下载列表立即生效',
  access: { permission: PERMISSIONS.adminDownloads },
  body: ZUpdateDownloadZoneEntryRequest,
  data: ZAdminDownloadZoneEntry,
});
