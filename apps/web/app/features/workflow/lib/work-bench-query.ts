import {
  WORK_LIST_PAGE_SIZE,
  WORK_LIST_PAGE_SIZE_OPTIONS,
  WORK_LIST_QUERY_TYPES,
  type queryWorkItemList,
  type TEndpointInput,
  type TWorkItem,
} from '@supportal/contract';
import type { TTaskType, TWorkBenchFilter, TWorkBenchTab } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date';
import { workflowMessages as messages } from '../messages';

export type TWorkBenchState = TWorkBenchFilter & { tab: TWorkBenchTab; current: number; size: number };

const CHINA_DATE = /^\d{4}-\d{2}-\d{2}$/;
const textParam = (params: URLSearchParams, name: string, max: number) => {
  const value = params.get(name)?.trim();
  return value ? value.slice(0, max) : undefined;
};
const dateParam = (params: URLSearchParams, name: string) => {
  const value = params.get(name);
  return value && CHINA_DATE.test(value) ? value : undefined;
};

const positiveInt = (text: string | null): number | undefined => {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? value : undefined;
};

/**
 * The work bench's state from its address; anything unreadable falls back to 我的待办, page 1, 10 rows,
 * no filter (a filter the server refuses would leave an empty page with no way to tell why).
 */
export const parseWorkBenchParams = (params: URLSearchParams): TWorkBenchState => {
  const size = positiveInt(params.get('size'));
  return {
    tab: params.get('tab') === 'done' ? 'done' : 'todo',
    process: textParam(params, 'process', 64),
    step: textParam(params, 'step', 64),
    from: dateParam(params, 'from'),
    to: dateParam(params, 'to'),
    overdue: params.get('overdue') === 'true' || undefined,
    keyword: textParam(params, 'keyword', 50),
    current: positiveInt(params.get('current')) ?? 1,
    size:
      size && (WORK_LIST_PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : WORK_LIST_PAGE_SIZE,
  };
};

/** process/query-workitem-list as spec section 7 sends it. */
export const toWorkItemListRequest = (
  state: TWorkBenchState,
): TEndpointInput<typeof queryWorkItemList>['body'] => ({
  pageCondQuery: { beginIndex: (state.current - 1) * state.size, length: state.size, totalCount: 0 },
  queryType: WORK_LIST_QUERY_TYPES[state.tab],
  permission: 'ALL',
  includeHistory: true,
  scope: 'ALL',
  // The filter's fields are additive: without one the call is spec section 7's to the letter.
  ...(state.process ? { processDefName: state.process } : {}),
  ...(state.step ? { workItemName: state.step } : {}),
  ...(state.from ? { arrivedFrom: state.from } : {}),
  ...(state.to ? { arrivedTo: state.to } : {}),
  ...(state.overdue ? { overdueOnly: true } : {}),
  ...(state.keyword ? { keyword: state.keyword } : {}),
});

/** Whether the address narrows the list (an empty list then says so, with a way back). */
export const isFiltered = (state: TWorkBenchState): boolean =>
  Boolean(state.process || state.step || state.from || state.to || state.overdue || state.keyword);

/** Tasks of 我的待办 open to be worked on, those of 我的已办 to be looked at. */
export const taskTypeOf = (tab: TWorkBenchTab): TTaskType => (tab === 'todo' ? 'edit' : 'finished');

/** 时间限制: the limit in hours and the deadline, '--' without a limit. */
export const timeLimitText = (item: Pick<TWorkItem, 'limitNum' | 'deadline'>): string => {
  if (item.limitNum === null) return formatDateTime(null);
  return item.deadline
    ? messages.timeLimit(item.limitNum, formatDateTime(item.deadline).slice(0, 16))
    : messages.timeLimitHoursOnly(item.limitNum);
};
