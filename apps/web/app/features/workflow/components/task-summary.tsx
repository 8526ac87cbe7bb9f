import { PROCESS_STATES, type TWorkItem } from '@supportal/contract';
import { Descriptions } from 'antd';
import { formatDateTime } from '../../../lib/format-date';
import { timeLimitText } from '../lib/work-bench-query';
import { workflowMessages as messages } from '../messages';
import styles from './task.module.css';

/** The task's header: 工作名称, 环节, 状态, 到达时间, 时限, 超时 and the process status. */
export function TaskSummary({ item }: { item: TWorkItem }) {
  const { taskFields: fields } = messages;
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 2, lg: 3 }}
      items={[
        { key: 'name', label: fields.processInstName, span: 'filled', children: item.processInstName },
        { key: 'step', label: fields.workItemName, children: item.workItemName },
        { key: 'state', label: fields.currentStateName, children: item.currentStateName },
        {
          key: 'status',
          label: fields.processInstStatus,
          children: PROCESS_STATES[item.processState],
        },
        { key: 'start', label: fields.startTime, children: formatDateTime(item.startTime) },
        { key: 'limit', label: fields.timeLimit, children: timeLimitText(item) },
        {
          key: 'timeout',
          label: fields.isTimeOut,
          children:
            item.isTimeOut === 'Y' ? (
              <span className={styles.timedOut}>{messages.timedOut}</span>
            ) : (
              messages.notTimedOut
            ),
        },
      ]}
    />
  );
}
