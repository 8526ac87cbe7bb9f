import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from '../common/endpoint.js';
import { ZAdminDictionaryEntry, ZDictionaryGroupName } from './dictionary-admin.js';

export const queryDictionaryEntries = defineEndpoint({
  method: 'POST',
  path: '/admin/dictionary/query-dictionary-entries',
  summary: '字典管理：一个字典组的全部字典项（含停用的），按排序',
  tag: 'admin',
  access: { permission: PERMISSIONS.adminDictionary },
  body: z.object({ dictType: ZDictionaryGroupName }),
  data: z.array(ZAdminDictionaryEntry),
});
