import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { requiredText } from '../common/fields.js';
import { requiredComment, workItemId, ZProcessPosition } from './work-item.js';

export const returnWorkItem = defineEndpoint('POST', '/process/return-work-item', {
  summary: '退回到本环节允许的某个前序环节（回到当时的办理人）；必须填写退回意见',
  access: { permission: PERMISSIONS.workbench },
  body: z.object({
    workItemID: workItemId(),
    activityDefID: requiredText('退回环节', 64),
    comment: requiredComment('退回意见'),
  }),
  data: ZProcessPosition,
});
