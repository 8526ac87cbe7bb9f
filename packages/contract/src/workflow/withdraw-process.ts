import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { optionalComment, processInstId, ZProcessPosition } from './work-item.js';

export const withdrawProcess = defineEndpoint('POST', '/process/withdraw-process', {
  summary: '撤回：提交人在下一环节尚未办理、未转办时收回任务，回到自己的环节',
  access: { permission: PERMISSIONS.workbench },
  body: z.object({ processInstID: processInstId(), comment: optionalComment() }),
  data: ZProcessPosition,
});
