import type { TDemandCollection } from '@supportal/contract';
import { Table } from 'antd';
import { FieldList } from '../../../components/list-page/field-list';
import { formatDate } from '../../../lib/format-date';
import { formatYuan, lineSubtotal } from '../lib/demand-budget';
import { demandMessages as messages } from '../messages';
import styles from './demand.module.css';

type TLine = TDemandCollection['items'][number] & { key: number };

/** A submitted demand, read-only: its fields, the items with subtotals and the budget total. */
export function DemandView({ demand }: { demand: TDemandCollection }) {
  const { fields } = messages;
  return (
    <>
      <FieldList
        fields={[
          { key: 'title', label: fields.demandTitle, wide: true, value: demand.demandTitle },
          { key: 'neededBy', label: fields.neededBy, value: formatDate(demand.neededBy) },
          {
            key: 'budget',
            label: fields.budget,
            value: <span className={styles.total}>{messages.money(formatYuan(demand.budget))}</span>,
          },
          { key: 'org', label: fields.orgName, value: demand.orgName },
          { key: 'applicant', label: fields.applicantName, value: demand.applicantName },
          { key: 'remark', label: fields.remark, wide: true, value: demand.remark || '--' },
        ]}
      />
      <Table<TLine>
        className={styles.viewItems}
        size="small"
        bordered
        pagination={false}
        rowKey="key"
        dataSource={demand.items.map((line, index) => ({ ...line, key: index }))}
        scroll={{ x: 640 }}
        columns={[
          { key: 'itemName', dataIndex: 'itemName', title: fields.itemName },
          {
            key: 'specification',
            title: fields.specification,
            render: (_, line) => line.specification || '--',
          },
          { key: 'unit', dataIndex: 'unit', title: fields.unit, width: 90 },
          { key: 'quantity', dataIndex: 'quantity', title: fields.quantity, width: 100, align: 'right' },
          {
            key: 'unitPrice',
            title: fields.unitPrice,
            width: 140,
            align: 'right',
            render: (_, line) => formatYuan(line.unitPrice),
          },
          {
            key: 'subtotal',
            title: fields.subtotal,
            width: 140,
            align: 'right',
            className: styles.amount,
            render: (_, line) => formatYuan(lineSubtotal(line)),
          },
        ]}
      />
    </>
  );
}
