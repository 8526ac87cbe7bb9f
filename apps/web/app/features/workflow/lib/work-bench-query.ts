import {
  WORK_LIST_PAGE_SIZE,
  WORK_LIST_PAGE_SIZE_OPTIONS,
  WORK_LIST_QUERY_TYPES,
  type queryWorkItemList,
  type TEndpointInput,
  type TWorkItem,
} from '@supportal/contract';
import type { TTaskType, TWorkBenchTab } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date';
import { workflowMessages as messages } from '../messages';

export type TWorkBenchState = { tab: TWorkBenchTab; current: number; size: number };

const positiveInt = (text: string | null): number | undefined => {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? value : undefined;
};

/** The work bench's state from its address; anything unreadable falls back to 我的待办, page 1, 10 rows. */
export const parseWorkBenchParams = (params: URLSearchParams): TWorkBenchState => {
  const size = positiveInt(params.get('size'));
  return {
    tab: params.get('tab') === 'done' ? 'done' : 'todo',
    current: positiveInt(params.get('current')) ?? 1,
    size:
      size && (WORK_LIST_PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : WORK_LIST_PAGE_SIZE,
  };
};

/** process/query-workitem-list as spec section 7 sends it. */
export const toWorkItemListRequest = ({
  tab,
  current,
  size,
}: TWorkBenchState): TEndpointInput<typeof queryWorkItemList>['body'] => ({
  pageCondQuery: { beginIndex: (current - 1) * size, length: size, totalCount: 0 },
  queryType: WORK_LIST_QUERY_TYPES[tab],
  permission: 'ALL',
  includeHistory: true,
  scope: 'ALL',
});

/** Tasks of 我的待办 open to be worked on, those of 我的已办 to be looked at. */
export const taskTypeOf = (tab: TWorkBenchTab): TTaskType => (tab === 'todo' ? 'edit' : 'finished');

/** 时间限制: the limit in hours and the deadline, '--' without a limit. */
export const timeLimitText = (item: Pick<TWorkItem, 'limitNum' | 'deadline'>): string => {
  if (item.limitNum === null) return formatDateTime(null);
  return item.deadline
    ? messages.timeLimit(item.limitNum, formatDateTime(item.deadline).slice(0, 16))
    : messages.timeLimitHoursOnly(item.limitNum);
};
