import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { defineEndpoint } from './area.js';
import { workItemId, ZWorkItem } from './work-item.js';

/** A colleague a task can be handed to (转办): same role, same unit. */
export const ZTransferCandidate = z.object({ uid: z.string(), name: z.string() });

/** What the caller may do with a work item now; the server checks again on every decision. */
export const ZWorkItemActions = z.object({
  approve: z.boolean().describe('同意（编辑环节为“提交”）'),
  reject: z.boolean(),
  returnTargets: z.array(z.object({ activityDefID: z.string(), name: z.string() })),
  transferCandidates: z.array(ZTransferCandidate),
  edit: z.boolean().describe('编辑模式：可修改业务单据后重新提交，或撤销申请'),
  cancel: z.boolean().describe('撤销申请（编辑模式下的回退）'),
  withdraw: z.boolean().describe('撤回：本人提交后下一环节尚未办理'),
  remind: z.boolean().describe('催办当前办理人'),
  remindAvailableAt: z
    .string()
    .nullable()
    .optional()
    .describe('刚催办过、间隔未到时：下次可催办的时间（北京时间）；否则为空'),
});
export type TWorkItemActions = z.infer<typeof ZWorkItemActions>;

export const getWorkItem = defineEndpoint('POST', '/process/get-work-item', {
  summary: '任务详情与当前账号可执行的操作；仅任务的办理人、流程的参与人可查看',
  access: { permission: PERMISSIONS.workbench },
  body: z.object({ workItemID: workItemId() }),
  data: z.object({ workItem: ZWorkItem, actions: ZWorkItemActions }),
});
