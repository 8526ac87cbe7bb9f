import { PERMISSIONS } from '../access/permissions.js';
import { ZSavedBusinessObject } from '../blacklist/create-negative-behaviour.js';
import { defineEndpoint } from './area.js';
import { optionalBooleanLike } from '../common/fields.js';
import { workItemId } from '../workflow/work-item.js';
import { ZDemandCollectionFields } from './demand-collection.js';

export const updateDemandCollection = defineEndpoint('POST', '/demand-collect/update-demand', {
  summary: '编辑模式（状态 1 或 11）：发起人修改需求（workItemID 为其编辑任务），submit 为 true 时重新提交',
  access: { permission: PERMISSIONS.workbench },
  body: ZDemandCollectionFields.extend({ workItemID: workItemId(), submit: optionalBooleanLike() }),
  data: ZSavedBusinessObject,
});
