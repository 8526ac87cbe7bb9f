import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { optionalComment, processInstId, ZProcessPosition } from './work-item.js';

/** A process can be reminded again only after this long. */
export const REMIND_INTERVAL_MINUTES = 30;

export const remindProcess = defineEndpoint('POST', '/process/remind-process', {
  summary: `催办：通知当前环节的办理人（站内记录与邮件）；同一流程${REMIND_INTERVAL_MINUTES}分钟内只能催办一次`,
  access: { permission: PERMISSIONS.workbench },
  body: z.object({ processInstID: processInstId(), comment: optionalComment() }),
  data: ZProcessPosition.extend({
    remindAvailableAt: z.string().describe('下次可催办的时间（北京时间 YYYY-MM-DD HH:mm:ss）'),
  }),
});
