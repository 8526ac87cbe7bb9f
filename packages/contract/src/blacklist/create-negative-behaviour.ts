import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { optionalBooleanLike } from '../common/fields.js';
import { ZProcessPosition } from '../workflow/work-item.js';
import { ZNegativeBehaviourFields } from './negative-behaviour.js';

export const ZSavedBusinessObject = ZProcessPosition.extend({
  id: z.string(),
  workItemID: z.string().nullable().describe('保存未提交时：发起人的编辑任务'),
});

export const createNegativeBehaviour = defineEndpoint('POST', '/blacklist/create-negative-behaviour', {
  summary:
    '录入供应商负面行为并发起黑名单发布流程（submit 为 false 时只保存，任务留在发起人的待办中，状态 1 编辑中）',
  access: { permission: PERMISSIONS.negativeBehaviourRecord },
  body: ZNegativeBehaviourFields.safeExtend({ submit: optionalBooleanLike() }),
  data: ZSavedBusinessObject,
});
