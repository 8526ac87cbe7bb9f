import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { ZAdminDownloadZoneEntry } from './download-zone-admin.js';

export const queryDownloadZoneEntries = defineEndpoint('POST', '/admin/download-zone/query-entries', {
  summary: '下载专区管理：全部文件（含仅登录可见与已停用的），按排序',
  access: { permission: PERMISSIONS.adminDownloads },
  body: z.object({}),
  data: z.array(ZAdminDownloadZoneEntry),
});
