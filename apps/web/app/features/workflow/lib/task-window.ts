import {
  OTHER_ENGINE_NEW_WF,
  PERMISSIONS,
  PROCESS_CATEGORY_CODES,
  PUBLISH_BLACKLIST_WORK_ITEM_NAME,
  SYSTEM_CODES,
  TASK_PAGE_PATH,
  WORK_LIST_QUERY_TYPES,
  type TSsoTicket,
  type TWorkItem,
} from '@supportal/contract';
import type { TTaskType } from '../../../config/paths';

/** Categories whose 发布黑名单公告 step asks blacklist/check-can-or-not-publish-notice first (spec section 4). */
const PUBLISH_CHECKED_CATEGORIES: ReadonlySet<string> = new Set([
  PROCESS_CATEGORY_CODES.negativeBehaviour,
  PROCESS_CATEGORY_CODES.blacklist,
  PROCESS_CATEGORY_CODES.supplierAbsorbMerge,
]);

type TPublishCheckSubject = Pick<TWorkItem, 'workItemName' | 'module' | 'bizObject'>;

/** Whether acting on this task must first ask the server whether the black-list notice may be published. */
export const needsPublishCheck = (item: TPublishCheckSubject, taskType: TTaskType): boolean =>
  taskType === 'edit' &&
  item.workItemName === PUBLISH_BLACKLIST_WORK_ITEM_NAME &&
  (PUBLISH_CHECKED_CATEGORIES.has(item.bizObject.PROC_DEF_CATEGORY_CODE) ||
    PUBLISH_CHECKED_CATEGORIES.has(item.module));

/** Whether an address (absolute or relative) lies on this site's origin. */
export const isSameOriginAddress = (address: string, origin: string): boolean => {
  try {
    return new URL(address, origin).origin === origin;
  } catch {
    return false;
  }
};

export type TTaskWindowAddress = { allowed: true; url: string } | { allowed: false; url: string };

/**
 * Where the task window posts: the dictionary's workflow address, else the built-in task page. The
 * single-use ticket goes only to this site (partner systems need an allow-list first).
 */
export const taskWindowAddress = (configured: string | undefined, origin: string): TTaskWindowAddress => {
  const address = configured?.trim() || TASK_PAGE_PATH;
  return isSameOriginAddress(address, origin)
    ? { allowed: true, url: new URL(address, origin).toString() }
    : { allowed: false, url: address };
};

/** The task window of one task: opening the same task twice reuses its window. */
export const taskWindowName = (item: Pick<TWorkItem, 'workItemID'>): string => `task-${item.workItemID}`;

/** The form fields the task window posts (spec section 7, opening a task). */
export const taskWindowFields = (
  item: TWorkItem,
  ticket: TSsoTicket,
  taskType: TTaskType,
): Record<string, string> => {
  const { accId, token } = ticket.additionalInformation;
  const fields: Record<string, string> = {
    acctId: accId,
    token,
    permissionkey: PERMISSIONS.workbench,
    processInstID: item.processInstID,
    workItemID: item.workItemID,
    activityDefID: item.activityDefID,
    processDefName: item.processDefName,
    taskType,
    newWf: item.newWf,
  };
  if (item.newWf !== OTHER_ENGINE_NEW_WF) return fields;
  // The other engine reads its own names; flag says which list the task came from.
  return {
    ...fields,
    flag: taskType === 'edit' ? WORK_LIST_QUERY_TYPES.todo : WORK_LIST_QUERY_TYPES.done,
    appSyscode: SYSTEM_CODES.portal,
    appAcctId: accId,
    workitemID: item.workItemID,
  };
};
