import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { ZAdminDictionaryEntry, ZDictionaryGroupName } from './dictionary-admin.js';

export const queryDictionaryEntries = defineEndpoint('POST', '/admin/dictionary/query-dictionary-entries', {
  summary: '字典管理：一个字典组的全部字典项（含停用的），按排序',
  access: { permission: PERMISSIONS.adminDictionary },
  body: z.object({ dictType: ZDictionaryGroupName }),
  data: z.array(ZAdminDictionaryEntry),
});
