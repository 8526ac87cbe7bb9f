import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { ZAdminDictionaryEntry, ZSaveDictionaryEntryRequest } from './dictionary-admin.js';

export const saveDictionaryEntry = defineEndpoint('POST', '/admin/dictionary/save-dictionary-entry', {
  summary:
    '字典管理：新增（不带 id）或修改一个字典项，按字典组校验（地址、时间、开关）；所有实例立即生效；同组重复值 409',
  access: { permission: PERMISSIONS.adminDictionary },
  body: ZSaveDictionaryEntryRequest,
  data: ZAdminDictionaryEntry,
});
