import { MAX_PAGE_SIZE, type TCurrentBlacklistEntry } from '@supportal/contract';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { PagedListTable, type TPagedRowsProps } from '../../../components/list-page/list-table';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date';
import { blacklistMessages } from '../messages';
import styles from '../../../components/page/admin-list.module.css';

const messages = blacklistMessages.lookup;
const SIZE_OPTIONS = [20, 50, MAX_PAGE_SIZE] as const;
/** A nationwide black-listing has no region worth repeating (its region reads 全国). */
const NATIONWIDE = '全国范围';

const columns: TableColumnsType<TCurrentBlacklistEntry> = [
  {
    key: 'supplierName',
    title: messages.columns.supplierName,
    render: (_, record) => (
      <>
        <div>{record.supplierName}</div>
        {record.uscc ? <div className={styles.breakAll}>{record.uscc}</div> : null}
      </>
    ),
  },
  { key: 'reasonName', dataIndex: 'reasonName', title: messages.columns.reasonName, width: 140 },
  { key: 'matter', dataIndex: 'matterDescription', title: messages.columns.matterDescription },
  {
    key: 'area',
    title: messages.columns.area,
    width: 140,
    render: (_, record) =>
      record.restrictedAreaName === NATIONWIDE || !record.regionName
        ? record.restrictedAreaName
        : `${record.restrictedAreaName}（${record.regionName}）`,
  },
  {
    key: 'period',
    title: messages.columns.period,
    width: 210,
    render: (_, record) =>
      messages.period(
        formatDateTime(record.effectTime).slice(0, 10),
        record.invalidTime ? formatDateTime(record.invalidTime).slice(0, 10) : null,
      ),
  },
  {
    key: 'notice',
    title: messages.columns.notice,
    width: 90,
    render: (_, record) => (
      <Link to={paths.noticeDetail.getHref(record.noticeId, { loggedIn: true })}>{messages.openNotice}</Link>
    ),
  },
];

type TCurrentBlacklistTableProps = TPagedRowsProps<TCurrentBlacklistEntry>;

/** Suppliers under a black-list now, newest first, paged below. */
export function CurrentBlacklistTable(props: TCurrentBlacklistTableProps) {
  return (
    <PagedListTable<TCurrentBlacklistEntry>
      {...props}
      rowKey={(record) => `${record.noticeId}-${record.supplierName}-${record.effectTime ?? ''}`}
      tableSize="middle"
      columns={columns}
      sizeOptions={SIZE_OPTIONS}
      scroll={{ x: 900 }}
      aria-label={messages.tableCaption}
    />
  );
}
