import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { requiredComment, workItemId, ZProcessPosition } from './work-item.js';

export const cancelProcess = defineEndpoint('POST', '/process/cancel-process', {
  summary: '撤销申请（编辑模式下的回退）：发起人放弃编辑中的流程，流程终止，业务单据作废',
  access: { permission: PERMISSIONS.workbench },
  body: z.object({ workItemID: workItemId(), comment: requiredComment('撤销原因') }),
  data: ZProcessPosition,
});
