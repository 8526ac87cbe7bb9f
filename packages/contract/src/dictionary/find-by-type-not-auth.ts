import { defineEndpoint } from '../common/endpoint.js';
import { ZDictionaryGroups, ZFindByTypeRequest } from './dictionary-entry.js';

export const findByTypeNotAuth = defineEndpoint({
  method: 'POST',
  path: '/dictionary/find-by-type_not_auth',
  summary: '按类型查询字典（匿名可用，仅公开字典组）',
  tag: 'dictionary',
  access: 'public',
  body: ZFindByTypeRequest,
  data: ZDictionaryGroups,
});
