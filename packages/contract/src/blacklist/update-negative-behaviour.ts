import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { optionalBooleanLike } from '../common/fields.js';
import { workItemId } from '../workflow/work-item.js';
import { ZSavedBusinessObject } from './create-negative-behaviour.js';
import { ZNegativeBehaviourFields } from './negative-behaviour.js';

export const updateNegativeBehaviour = defineEndpoint('POST', '/blacklist/update-negative-behaviour', {
  summary: '编辑模式：发起人修改负面行为记录（workItemID 为其编辑任务），submit 为 true 时重新提交',
  access: { permission: PERMISSIONS.workbench },
  body: ZNegativeBehaviourFields.safeExtend({ workItemID: workItemId(), submit: optionalBooleanLike() }),
  data: ZSavedBusinessObject,
});
