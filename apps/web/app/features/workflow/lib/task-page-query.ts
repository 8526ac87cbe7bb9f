import type { TTaskPageQuery } from '../../../config/paths';

const WIRE_ID = /^[1-9]\d{0,17}$/;

/**
 * The task page's address (the server's hand-off redirect builds it): the work item, its process and
 * how it was opened. Null when the ids are missing or malformed; an unknown taskType opens read-only.
 */
export const parseTaskPageQuery = (params: URLSearchParams): TTaskPageQuery | null => {
  const workItemID = params.get('workItemID')?.trim() ?? '';
  const processInstID = params.get('processInstID')?.trim() ?? '';
  if (!WIRE_ID.test(workItemID) || !WIRE_ID.test(processInstID)) return null;
  return { workItemID, processInstID, taskType: params.get('taskType') === 'edit' ? 'edit' : 'finished' };
};
