import {
  SUPPLIER_CHANGE_STATUSES,
  type TChangeRequestFileSide,
  type TSupplierChangeRequest,
  type TSupplierRecordDiff,
} from '@supportal/contract';
import { Empty, Table, Tag } from 'antd';
import { changeRequestFileUrl } from '../api/download-change-request-file';
import { supplierInfoMessages as messages } from '../messages';
import type { TFileLink } from './record-view';
import styles from './supplier-info.module.css';

type TDiffLine = {
  key: string;
  /** The certificate row a scan belongs to, on lines about a scan; null otherwise. */
  fileRowKey: string | null;
  section: string;
  rowTitle: string;
  change: string;
  field: string;
  old: string | null;
  new: string | null;
  /** Rows of one object share the section and object cells. */
  span: number;
};

const CHANGE_COLORS: Record<string, string> = { added: 'green', removed: 'red', changed: 'blue' };

const linesOf = (diff: TSupplierRecordDiff): TDiffLine[] =>
  diff.flatMap((row) =>
    row.fields.map((field, index) => ({
      key: `${row.section}-${row.rowKey}-${row.change}-${field.field}`,
      fileRowKey: row.section === 'certificates' && field.field === 'file' ? row.rowKey : null,
      section: messages.sections[row.section],
      rowTitle: row.rowTitle,
      change: row.change,
      field: messages.fieldLabel(field.field),
      old: field.old,
      new: field.new,
      span: index === 0 ? row.fields.length : 0,
    })),
  );

/** Where a request's scans download from. */
type TDiffFiles = { requestId: string; FileLink: TFileLink };

/** A cancelled request's scans are not served: its diff names them without links. */
export const diffFilesOf = (
  request: TSupplierChangeRequest,
  FileLink: TFileLink | undefined,
): TDiffFiles | undefined =>
  FileLink && request.status !== SUPPLIER_CHANGE_STATUSES.cancelled
    ? { requestId: request.id, FileLink }
    : undefined;

/** 变更内容: old → new, field by field, grouped by section and row; scans download when `files` is given. */
export function ChangeDiff({ diff, files }: { diff: TSupplierRecordDiff; files?: TDiffFiles | undefined }) {
  if (diff.length === 0) return <Empty description={messages.noDiff} />;
  const spanned = (line: TDiffLine) => ({ rowSpan: line.span });
  const value = (line: TDiffLine, side: TChangeRequestFileSide, className: string | undefined) => {
    const text = side === 'old' ? line.old : line.new;
    if (text === null) return messages.none;
    if (!files || line.fileRowKey === null) return <span className={className}>{text}</span>;
    return (
      <files.FileLink url={changeRequestFileUrl(files.requestId, line.fileRowKey, side)} fileName={text}>
        <span className={className}>{text}</span>
      </files.FileLink>
    );
  };
  return (
    <Table<TDiffLine>
      size="small"
      bordered
      pagination={false}
      rowKey="key"
      dataSource={linesOf(diff)}
      scroll={{ x: 760 }}
      columns={[
        { key: 'section', dataIndex: 'section', title: messages.columns.section, width: 96, onCell: spanned },
        {
          key: 'row',
          title: messages.columns.row,
          width: 180,
          onCell: spanned,
          render: (_, line) => (
            <>
              <Tag color={CHANGE_COLORS[line.change]}>{messages.change[line.change]}</Tag>
              {line.rowTitle}
            </>
          ),
        },
        { key: 'field', dataIndex: 'field', title: messages.columns.field, width: 130 },
        { key: 'old', title: messages.columns.old, render: (_, line) => value(line, 'old', styles.old) },
        { key: 'new', title: messages.columns.new, render: (_, line) => value(line, 'new', styles.new) },
      ]}
    />
  );
}
