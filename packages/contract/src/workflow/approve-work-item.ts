import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { optionalComment, workItemId, ZProcessPosition } from './work-item.js';

export const approveWorkItem = defineEndpoint('POST', '/process/approve-work-item', {
  summary:
    '同意（编辑环节为提交）：完成任务并流转到下一环节；最后一个环节同时执行业务结果（如发布黑名单公告）。已被他人处理时 409',
  access: { permission: PERMISSIONS.workbench },
  body: z.object({ workItemID: workItemId(), comment: optionalComment() }),
  data: ZProcessPosition,
});
