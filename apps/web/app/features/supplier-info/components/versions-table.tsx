import { Table } from 'antd';
import type { TVersionPage } from '../api/query-versions';
import { supplierInfoMessages as messages } from '../messages';
import { RecordSections } from './record-view';

type TVersion = TVersionPage['records'][number];

/** 历史版本: every approved version, each viewable in full (expand). */
export function VersionsTable({
  page,
  pageSize,
  data,
  onPage,
}: {
  page: number;
  pageSize: number;
  data: TVersionPage;
  onPage: (page: number) => void;
}) {
  const { columns } = messages;
  return (
    <Table<TVersion>
      size="small"
      bordered
      rowKey="version"
      dataSource={data.records}
      scroll={{ x: 640 }}
      locale={{ emptyText: messages.noRecord }}
      expandable={{ expandedRowRender: (version) => <RecordSections record={version.record} /> }}
      pagination={{
        current: page,
        pageSize,
        total: data.total,
        hideOnSinglePage: true,
        showSizeChanger: false,
        onChange: onPage,
      }}
      columns={[
        {
          key: 'version',
          title: columns.version,
          width: 90,
          render: (_, version) => messages.versionTitle(version.version),
        },
        { key: 'effectiveAt', dataIndex: 'effectiveAt', title: columns.effectiveAt, width: 180 },
        {
          key: 'source',
          title: columns.source,
          render: (_, version) =>
            version.changeRequestId ? messages.fromRequest(version.changeRequestId) : messages.initialVersion,
        },
        {
          key: 'approver',
          title: columns.approver,
          render: (_, version) => version.approverName ?? messages.none,
        },
      ]}
    />
  );
}
