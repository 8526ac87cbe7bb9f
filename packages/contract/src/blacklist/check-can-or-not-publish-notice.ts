import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { processInstId } from '../workflow/work-item.js';

export const checkCanOrNotPublishNotice = defineEndpoint(
  'POST',
  '/blacklist/check-can-or-not-publish-notice',
  {
    summary:
      "发布黑名单公告前的检查（processInstID 为查询参数）：可发布时 '000'；不可发布（如该供应商在重叠期间已被列入黑名单）时 resultStat '999' 与原因",
    access: { permission: PERMISSIONS.workbench },
    query: z.object({ processInstID: processInstId() }),
    data: z.object({ canPublish: z.literal(true) }),
  },
);
