import { Table, Tag, type TableColumnsType } from 'antd';
import type { TAwardRow, TAwardTableView } from '../lib/notice-detail';
import { noticeMessages as messages } from '../messages';
import styles from './notice-detail.module.css';

const columnsOf = (withWinners: boolean): TableColumnsType<TAwardRow> => [
  { key: 'rank', dataIndex: 'rank', title: messages.awardRank, width: 72, align: 'center' },
  {
    key: 'supplier',
    dataIndex: 'supplierName',
    title: messages.awardSupplier,
    render: (name: string, row) => (
      <>
        <div>{name}</div>
        <div className={styles.awardUscc}>
          {messages.awardUscc}：{row.uscc}
        </div>
      </>
    ),
  },
  { key: 'bid', dataIndex: 'bid', title: messages.awardBid, width: 200, align: 'right' },
  ...(withWinners
    ? [
        {
          key: 'winner',
          dataIndex: 'isWinner',
          title: messages.awardWinner,
          width: 88,
          align: 'center' as const,
          render: (isWinner: boolean) =>
            isWinner ? <Tag color="green">{messages.awardWinnerMark}</Tag> : null,
        },
      ]
    : []),
];

/** 候选人 / 中标人 of a result notice under its body: rank, supplier with its credit code, bid, winner. */
export function AwardCandidatesTable({ awards }: { awards: TAwardTableView }) {
  return (
    <section className={styles.blacklist} aria-labelledby="award-title">
      <h2 id="award-title" className={styles.blacklistTitle}>
        {messages.awardCaption(awards.withWinners)}
      </h2>
      <Table<TAwardRow>
        rowKey="key"
        size="middle"
        bordered
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={columnsOf(awards.withWinners)}
        dataSource={awards.rows}
      />
    </section>
  );
}
