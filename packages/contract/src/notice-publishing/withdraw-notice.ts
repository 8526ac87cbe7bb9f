import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { idString, requiredText } from '../common/fields.js';

/** How a published notice is taken out of force: withdrawn (撤回) or expired now (失效). */
export const NOTICE_END_ACTIONS = { withdraw: 'withdraw', expire: 'expire' } as const;

export const withdrawNotice = defineEndpoint('POST', '/notice-console/withdraw-notice', {
  summary:
    '撤回（withdraw）或立即失效（expire）本单位及下级单位已发布的公告，须填原因；列表中置灰（noticeState 0），详情页显示原因',
  access: { permission: PERMISSIONS.noticePublish },
  body: z.object({
    noticeId: idString('公告编号'),
    action: z.enum(['withdraw', 'expire'], { error: 'action 应为 withdraw 或 expire' }).default('withdraw'),
    reason: requiredText('原因', 200),
  }),
  data: z.object({ noticeId: z.string(), noticeState: z.literal('0') }),
});
