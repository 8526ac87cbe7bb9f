import { z } from 'zod';
import { optionalText, requiredText } from '../common/fields.js';
import { processInstId, workItemId } from './work-item.js';

/**
 * The form the work bench posts into the task window (spec section 7, "Opening a task"): the account,
 * a single-use login/getToken ticket, the permission key and the task. The built-in task page's POST
 * checks the ticket and answers 303 to its GET address with the task fields as query.
 */
export const ZTaskWindowForm = z.object({
  acctId: requiredText('acctId', 64),
  token: requiredText('token', 128),
  permissionkey: optionalText(64),
  processInstID: processInstId(),
  workItemID: workItemId(),
  activityDefID: optionalText(64),
  processDefName: optionalText(100),
  taskType: z.enum(['edit', 'finished'], { error: "taskType 应为 'edit' 或 'finished'" }),
  newWf: optionalText(32),
});
export type TTaskWindowForm = z.infer<typeof ZTaskWindowForm>;

/** Query of the task page's GET address after the hand-off. */
export const TASK_PAGE_QUERY_FIELDS = [
  'processInstID',
  'workItemID',
  'activityDefID',
  'processDefName',
  'taskType',
] as const;
