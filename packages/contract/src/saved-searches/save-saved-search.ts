import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { idString, optionalBooleanLike, requiredText } from '../common/fields.js';
import { hasCondition, SAVED_SEARCH_MESSAGES, ZSavedSearch, ZSavedSearchConditions } from './saved-search.js';

export const ZSaveSavedSearchRequest = ZSavedSearchConditions.extend({
  id: idString('订阅编号').optional().describe('修改时给出；省略为新建'),
  name: requiredText('订阅名称', 50),
  inApp: optionalBooleanLike().describe('站内消息（工作台铃铛）；默认 true'),
  email: optionalBooleanLike().describe('发到本账号绑定的邮箱'),
}).refine(hasCondition, { error: SAVED_SEARCH_MESSAGES.conditionsRequired, path: ['keyword'] });

export const saveSavedSearch = defineEndpoint('POST', '/saved-search/save-saved-search', {
  summary: '保存搜索订阅（新建或修改条件与站内、邮件通知）；从此以后公开的匹配公告会推送一次',
  access: { permission: PERMISSIONS.savedSearches },
  body: ZSaveSavedSearchRequest,
  data: ZSavedSearch,
});
