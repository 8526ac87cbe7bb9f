import { PERMISSIONS } from '../access/permissions.js';
import { ZSavedBusinessObject } from '../blacklist/create-negative-behaviour.js';
import { defineEndpoint } from './area.js';
import { optionalBooleanLike } from '../common/fields.js';
import { ZDemandCollectionFields } from './demand-collection.js';

export const createDemandCollection = defineEndpoint('POST', '/demand-collect/create-demand', {
  summary:
    '提报采购需求并发起需求征集流程（地市提报 → 省分审核 → 预算达到限额时总部审核）；submit 为 false 时只保存',
  access: { permission: PERMISSIONS.demandCollect },
  body: ZDemandCollectionFields.extend({ submit: optionalBooleanLike() }),
  data: ZSavedBusinessObject,
});
