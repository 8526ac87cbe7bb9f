import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { requiredComment, workItemId, ZProcessPosition } from './work-item.js';

export const rejectWorkItem = defineEndpoint('POST', '/process/reject-work-item', {
  summary: '驳回：流程终止，业务单据记为未通过；必须填写驳回意见',
  access: { permission: PERMISSIONS.workbench },
  body: z.object({ workItemID: workItemId(), comment: requiredComment('驳回意见') }),
  data: ZProcessPosition,
});
