import { TASK_PAGE_INTERFACE_ENTRY, type TWorkItem } from '@supportal/contract';
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { PageSection } from '../../components/page/page-section';
import { paths, type TWorkBenchFilter, type TWorkBenchTab } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { loadWorkItemPage, type TWorkItemPage } from '../../features/workflow/api/query-workitem-list';
import { WorkBenchFilter } from '../../features/workflow/components/work-bench-filter';
import { WorkBenchTable } from '../../features/workflow/components/work-bench-table';
import { useOpenTask } from '../../features/workflow/hooks/use-open-task';
import {
  parseWorkBenchParams,
  taskTypeOf,
  type TWorkBenchState,
} from '../../features/workflow/lib/work-bench-query';
import { workflowMessages as messages } from '../../features/workflow/messages';
import { loadDictionaryGroupsOrEmpty } from '../../lib/dictionary/find-by-type-not-auth';
import {
  browserLoaderOf,
  loadPageOrFailure,
  serverLoaderOf,
  type TLoaderCalls,
} from '../../lib/loader-calls';
import { useListPage } from '../../lib/use-list-page';
import type { Route } from './+types/work-bench';

const EMPTY_PAGE: TWorkItemPage = { records: [], total: 0 };

/** The list of the address's tab and page, always asked anew (tasks come and go), and the task address. */
const loadWorkBench = async (calls: TLoaderCalls, params: URLSearchParams) => {
  const state = parseWorkBenchParams(params);
  const [dictionary, { page, failed }] = await Promise.all([
    loadDictionaryGroupsOrEmpty(calls.reference, ['OBP_INTERFACE']),
    loadPageOrFailure(loadWorkItemPage(calls.fresh, state), 'work item list', EMPTY_PAGE),
  ]);
  return {
    state,
    failed,
    items: page.records,
    total: page.total,
    taskAddress: dictionary.OBP_INTERFACE?.find((entry) => entry.value === TASK_PAGE_INTERFACE_ENTRY)?.label,
  };
};

export const loader = serverLoaderOf(loadWorkBench);

export const clientLoader = browserLoaderOf(loadWorkBench);

export const meta: Route.MetaFunction = () => [{ title: pageTitle(messages.workBenchTitle) }];

const TAB_ORDER: readonly TWorkBenchTab[] = ['todo', 'done'];

/** Work bench (spec section 2): 我的待办 / 我的已办, tab and page in the address. */
export default function WorkBench({ loaderData }: Route.ComponentProps) {
  const { state, items, total, failed, taskAddress } = loaderData;
  const [, setSearchParams] = useSearchParams();
  const { loading, retry } = useListPage();
  const { openTask, openingId } = useOpenTask({ configuredAddress: taskAddress, onWindowClosed: retry });

  const go = (next: Partial<TWorkBenchState>) => {
    const href = paths.workBench.getHref({ ...state, ...next });
    setSearchParams(new URL(href, 'http://portal.local').searchParams);
  };
  const { tab, current: _current, size, ...filter } = state;
  const search = (next: TWorkBenchFilter) =>
    setSearchParams(
      new URL(paths.workBench.getHref({ tab, size, ...next }), 'http://portal.local').searchParams,
    );
  const tabLabel = messages.tabs[state.tab];

  return (
    <PageSection title={tabLabel} trail={[tabLabel]}>
      <Tabs
        activeKey={state.tab}
        onChange={(tab) => go({ tab: tab as TWorkBenchTab, current: 1 })}
        items={TAB_ORDER.map((key) => ({ key, label: messages.tabs[key] }))}
      />
      <WorkBenchFilter filter={filter} onSearch={search} onReset={() => search({})} />
      <WorkBenchTable
        items={items}
        total={total}
        current={state.current}
        size={state.size}
        loading={loading}
        failed={failed}
        caption={messages.tableCaption(tabLabel)}
        openingId={openingId}
        onOpen={(item: TWorkItem) => void openTask(item, taskTypeOf(state.tab))}
        onRetry={retry}
        onPageChange={(current, size) => go({ current, size })}
      />
    </PageSection>
  );
}
