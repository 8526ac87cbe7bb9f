import { SECURITY_LOG_PAGE_SIZE, type TSecurityLogEntry } from '@supportal/contract';
import { Typography } from 'antd';
import { useState } from 'react';
import { ListTable } from '../../components/list-page/list-table';
import { PageSection } from '../../components/page/page-section';
import { pageTitle } from '../../config/site';
import { useSecurityLog } from '../../features/users/api/query-security-log';
import { securityLogMessages as messages } from '../../features/users/messages';
import type { Route } from './+types/security-log';

export const meta: Route.MetaFunction = () => [{ title: pageTitle(messages.title) }];

/** 安全日志: the logged-in account's own logins and account changes, newest first. */
export default function SecurityLog() {
  const [page, setPage] = useState({ current: 1, size: SECURITY_LOG_PAGE_SIZE });
  const log = useSecurityLog(page.current, page.size);
  return (
    <PageSection title={messages.title} trail={[messages.title]}>
      <Typography.Paragraph type="secondary">{messages.intro}</Typography.Paragraph>
      <ListTable<TSecurityLogEntry>
        rowKey="id"
        rows={log.data?.records ?? []}
        loading={log.isFetching}
        failed={log.isError}
        onRetry={() => void log.refetch()}
        scroll={{ x: 720 }}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: log.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (current, size) => setPage({ current: size === page.size ? current : 1, size }),
        }}
        columns={[
          { title: messages.logColumns.occurredAt, dataIndex: 'occurredAt', width: 170 },
          { title: messages.logColumns.result, dataIndex: 'result' },
          { title: messages.logColumns.ip, dataIndex: 'ip', width: 150 },
          {
            title: messages.logColumns.actor,
            dataIndex: 'actor',
            width: 130,
            render: (actor: string | null) => actor ?? messages.self,
          },
          {
            title: messages.logColumns.target,
            dataIndex: 'target',
            width: 130,
            render: (target: string | null) => target ?? '—',
          },
        ]}
      />
    </PageSection>
  );
}
