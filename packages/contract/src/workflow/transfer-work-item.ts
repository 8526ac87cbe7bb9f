import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { idString } from '../common/fields.js';
import { optionalComment, workItemId, ZProcessPosition } from './work-item.js';

export const transferWorkItem = defineEndpoint('POST', '/process/transfer-work-item', {
  summary: '转办：把任务交给同单位、同角色的同事办理',
  access: { permission: PERMISSIONS.workbench },
  body: z.object({ workItemID: workItemId(), toUid: idString('转办人'), comment: optionalComment() }),
  data: ZProcessPosition,
});
