import { z } from 'zod';
import { PERMISSIONS } from '../access/permissions.js';
import { MAX_PAGE_SIZE, WORK_LIST_PAGE_SIZE } from '../common/constants.js';
import { defineEndpoint } from './area.js';
import { commaList, optionalBooleanLike, optionalInt, optionalText } from '../common/fields.js';
import { ZWorkItem } from './work-item.js';

export const WORK_LIST_QUERY_TYPES = { todo: '0', done: '1' } as const;

/** The only permission and scope values the list knows; others are refused, not ignored. */
const onlyAll = (field: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.literal('ALL', { error: `${field} 仅支持 ALL` }).optional(),
  );

const optionalChinaDate = (field: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${field} 应为 YYYY-MM-DD` })
      .optional(),
  );

export const ZQueryWorkItemListRequest = z.object({
  pageCondQuery: z
    .object({
      beginIndex: optionalInt('beginIndex', 0, 1_000_000),
      length: optionalInt('length', 1, MAX_PAGE_SIZE),
      totalCount: optionalInt('totalCount', 0, Number.MAX_SAFE_INTEGER).describe('客户端回传的总数，忽略'),
    })
    .optional()
    .transform((page) => ({
      beginIndex: page?.beginIndex ?? 0,
      length: page?.length ?? WORK_LIST_PAGE_SIZE,
    })),
  queryType: z.preprocess(
    (value) =>
      value === '' || value === null || value === undefined ? WORK_LIST_QUERY_TYPES.todo : String(value),
    z.enum([WORK_LIST_QUERY_TYPES.todo, WORK_LIST_QUERY_TYPES.done], {
      error: "queryType 应为 '0'（待办）或 '1'（已办）",
    }),
  ),
  permission: onlyAll('permission'),
  scope: onlyAll('scope'),
  includeHistory: optionalBooleanLike().describe('已办：false 时只列流程仍在进行的任务'),
  processDefName: commaList(10, 64).describe(
    '只列这些流程的任务（逗号分隔，如 SUPPLIER_INFO_CHANGE,SUPPLIER_REGISTRATION）',
  ),
  workItemName: optionalText(64).describe('只列环节名称包含该文字（如 省分审核）的任务'),
  arrivedFrom: optionalChinaDate('arrivedFrom').describe('到达日期起（北京时间 YYYY-MM-DD，含当日）'),
  arrivedTo: optionalChinaDate('arrivedTo').describe('到达日期止（北京时间 YYYY-MM-DD，含当日）'),
  overdueOnly: optionalBooleanLike().describe('true 时只列已超时的任务'),
  keyword: optionalText(50).describe('工作名称包含的文字'),
});

export const queryWorkItemList = defineEndpoint('POST', '/process/query-workitem-list', {
  summary: "我的待办（queryType '0'：当前账号可办理的任务）与我的已办（'1'：本人办理过的任务），分页",
  access: { permission: PERMISSIONS.workbench },
  body: ZQueryWorkItemListRequest,
  data: z.object({ total: z.number().int(), records: z.array(ZWorkItem) }),
});
