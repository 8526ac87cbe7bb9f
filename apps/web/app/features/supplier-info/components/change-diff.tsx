import type { TSupplierRecordDiff } from '@supportal/contract';
import { Empty, Table, Tag } from 'antd';
import { supplierInfoMessages as messages } from '../messages';
import styles from './supplier-info.module.css';

type TDiffLine = {
  key: string;
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
      section: messages.sections[row.section],
      rowTitle: row.rowTitle,
      change: row.change,
      field: messages.fieldLabel(field.field),
      old: field.old,
      new: field.new,
      span: index === 0 ? row.fields.length : 0,
    })),
  );

/** 变更内容: old → new, field by field, grouped by section and row. */
export function ChangeDiff({ diff }: { diff: TSupplierRecordDiff }) {
  if (diff.length === 0) return <Empty description={messages.noDiff} />;
  const spanned = (line: TDiffLine) => ({ rowSpan: line.span });
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
        {
          key: 'old',
          title: messages.columns.old,
          render: (_, line) =>
            line.old === null ? messages.none : <span className={styles.old}>{line.old}</span>,
        },
        {
          key: 'new',
          title: messages.columns.new,
          render: (_, line) =>
            line.new === null ? messages.none : <span className={styles.new}>{line.new}</span>,
        },
      ]}
    />
  );
}
