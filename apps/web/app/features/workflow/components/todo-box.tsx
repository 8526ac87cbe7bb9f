import {
  HOME_LIST_SIZE,
  queryWorkItemList,
  type TDictionaryGroups,
  type TWorkItem,
  TASK_PAGE_INTERFACE_ENTRY,
} from '@supportal/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ContentBox } from '../../../components/widgets/content-box';
import { LoadFailed } from '../../../components/widgets/load-failed';
import { VisuallyHidden } from '../../../components/widgets/visually-hidden';
import { widgetMessages } from '../../../components/widgets/messages';
import { paths, type TWorkBenchTab } from '../../../config/paths';
import { apiClient } from '../../../lib/api-client';
import { endpointKey, invalidateEndpoints } from '../../../lib/endpoint-key';
import { formatDate } from '../../../lib/format-date';
import type { TCallApi } from '../../../lib/load-context';
import type { TWorkItemPage } from '../api/query-workitem-list';
import { useOpenTask } from '../hooks/use-open-task';
import { taskTypeOf, toWorkItemListRequest } from '../lib/work-bench-query';
import { workflowMessages as messages } from '../messages';
import styles from './todo-box.module.css';

const TABS: readonly TWorkBenchTab[] = ['todo', 'done'];

/** The first page of a tab, as the box shows it. */
const boxInput = (tab: TWorkBenchTab) => ({
  body: toWorkItemListRequest({ tab, current: 1, size: HOME_LIST_SIZE.workspace }),
});

/** The to-do box's first list (我的待办), for the page's loader. */
export const loadTodoBoxItems = (callApi: TCallApi): Promise<TWorkItemPage> =>
  callApi(queryWorkItemList, boxInput('todo'));

/** The task address of OBP_INTERFACE (BPS_TASK_URL), when the dictionary has one. */
export const taskAddressOf = (dictionary: TDictionaryGroups): string | undefined =>
  dictionary.OBP_INTERFACE?.find((entry) => entry.value === TASK_PAGE_INTERFACE_ENTRY)?.label;

const useBoxItems = (tab: TWorkBenchTab, enabled: boolean, initialData?: TWorkItemPage) =>
  useQuery({
    queryKey: endpointKey(queryWorkItemList, boxInput(tab)),
    queryFn: ({ signal }) =>
      apiClient.request(queryWorkItemList, boxInput(tab), { signal, hideErrMsg: true }),
    enabled,
    initialData,
    // Tasks come and go: asked anew whenever the box shows the tab again.
    staleTime: 0,
  });

type TWorkItemLinesProps = {
  tab: TWorkBenchTab;
  query: ReturnType<typeof useBoxItems>;
  openingId: string | null;
  onOpen: (item: TWorkItem) => void;
};

function WorkItemLines({ tab, query, openingId, onOpen }: TWorkItemLinesProps) {
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (!query.data) return <Spin className={styles.loading} />;
  if (query.data.records.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={messages.boxEmpty[tab]} />;
  return (
    <ul className={styles.list} aria-label={messages.tableCaption(messages.tabs[tab])}>
      {query.data.records.map((item) => (
        <li key={item.workItemID} className={styles.item}>
          <Button
            type="link"
            className={styles.taskLink}
            title={`${item.processInstName}（${item.workItemName}）`}
            loading={openingId === item.workItemID}
            onClick={() => onOpen(item)}
          >
            <span className={styles.taskName}>{item.processInstName}</span>
            <VisuallyHidden>{messages.openTaskHint}</VisuallyHidden>
          </Button>
          <span className={styles.date}>{formatDate(item.startTime)}</span>
        </li>
      ))}
    </ul>
  );
}

type TTodoBoxProps = {
  /** The company (or, for staff, the unit) of the account. */
  title: string;
  /** 我的待办 as the page's loader found it; null when that request failed (the box asks again). */
  initialTodo: TWorkItemPage | null;
  taskAddress: string | undefined;
  /** Where the registered company information is shown; none for staff. */
  companyInfoHref?: string;
};

/**
 * The supplier home's to-do box (spec section 2): 我的待办 / 我的已办, the first tasks of each; a task
 * opens as on the work bench, and the lists are asked again when its window closes.
 */
export function TodoBox({ title, initialTodo, taskAddress, companyInfoHref }: TTodoBoxProps) {
  const [tab, setTab] = useState<TWorkBenchTab>('todo');
  const queryClient = useQueryClient();
  const todo = useBoxItems('todo', true, initialTodo ?? undefined);
  const done = useBoxItems('done', tab === 'done');
  const { openTask, openingId } = useOpenTask({
    configuredAddress: taskAddress,
    onWindowClosed: () => void invalidateEndpoints(queryClient, queryWorkItemList),
  });

  return (
    <ContentBox
      title={title}
      className={styles.box}
      actions={
        <Link to={paths.workBench.getHref({ tab })}>
          {widgetMessages.more}
          <VisuallyHidden>{messages.tabs[tab]}</VisuallyHidden>
          {widgetMessages.moreArrow}
        </Link>
      }
    >
      {/* Beside the tabs rather than in the title bar, which the company's whole name needs. */}
      <Tabs
        activeKey={tab}
        tabBarExtraContent={companyInfoHref ? <Link to={companyInfoHref}>{messages.companyInfo}</Link> : null}
        onChange={(key) => setTab(key as TWorkBenchTab)}
        items={TABS.map((key) => ({
          key,
          label: messages.tabs[key],
          children: (
            <WorkItemLines
              tab={key}
              query={key === 'todo' ? todo : done}
              openingId={openingId}
              onOpen={(item) => void openTask(item, taskTypeOf(key))}
            />
          ),
        }))}
      />
    </ContentBox>
  );
}
