import { defineEndpoint } from './area.js';
import { ZDictionaryGroups, ZFindByTypeRequest } from './dictionary-entry.js';

export const findByTypeNotAuth = defineEndpoint('POST', '/dictionary/find-by-type_not_auth', {
  summary: '按类型查询字典（匿名可用，仅公开字典组）',
  access: 'public',
  body: ZFindByTypeRequest,
  data: ZDictionaryGroups,
});
