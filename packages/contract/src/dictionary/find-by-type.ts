import { defineEndpoint } from './area.js';
import { ZDictionaryGroups, ZFindByTypeRequest } from './dictionary-entry.js';

export const findByType = defineEndpoint('POST', '/dictionary/find-by-type', {
  summary: '按类型查询字典（需登录，含非公开字典组）',
  access: 'session',
  body: ZFindByTypeRequest,
  data: ZDictionaryGroups,
});
