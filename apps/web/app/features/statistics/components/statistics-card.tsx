import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Table, type TableColumnsType } from 'antd';
import { statisticsCsv, type TStatisticsColumn } from '../lib/statistics-csv';
import { statisticsMessages as messages } from '../messages';
import { StatisticsChart, type TChartSeries, type TStatisticsChartLook } from './statistics-chart';
import styles from './statistics.module.css';

type TStatisticsCardProps<TRow> = {
  /** The card's and the chart's title, and the CSV's file name without the period and extension. */
  labels: { title: string; file: string };
  /** The period the numbers cover, in the file name (2026-01_2026-12). */
  periodLabel: string;
  rows: readonly TRow[];
  /** The chart's categories (months, units, steps…): the table's first column. */
  category: TStatisticsColumn<TRow>;
  /** What the chart draws of each row: the table's next columns. */
  series: readonly TChartSeries<TRow>[];
  /** Columns of the table (and CSV) the chart does not draw, before or after the series. */
  tableOnly?: { before?: readonly TStatisticsColumn<TRow>[]; after?: readonly TStatisticsColumn<TRow>[] };
  look?: TStatisticsChartLook;
  note?: string;
};

const downloadText = (fileName: string, text: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The download has its own copy once it started.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

const isNumberColumn = <TRow,>(rows: readonly TRow[], key: keyof TRow) =>
  rows.some((row) => typeof row[key] === 'number');

/** Tables of up to this many columns fit a phone when their text wraps. */
const WRAPPED_COLUMNS_MAX = 3;

/** One chart of 统计分析 with the table of its numbers and their CSV: chart, table and file show the same rows. */
export function StatisticsCard<TRow extends object>({
  labels: { title, file: fileName },
  periodLabel,
  rows,
  category,
  series,
  tableOnly = {},
  look,
  note,
}: TStatisticsCardProps<TRow>) {
  const columns: TStatisticsColumn<TRow>[] = [
    category,
    ...(tableOnly.before ?? []),
    ...series.map((item) => ({ key: item.key, title: item.name })),
    ...(tableOnly.after ?? []),
  ];
  const tableColumns: TableColumnsType<TRow> = columns.map((column) => ({
    key: column.key,
    dataIndex: column.key,
    title: column.title,
    ...(isNumberColumn(rows, column.key) ? { align: 'right' as const } : {}),
  }));
  return (
    <Card
      title={title}
      className={styles.card}
      extra={
        <Button
          size="small"
          icon={<DownloadOutlined />}
          disabled={rows.length === 0}
          onClick={() => downloadText(`${fileName}_${periodLabel}.csv`, statisticsCsv(columns, rows))}
        >
          {messages.downloadCsv}
        </Button>
      }
    >
      {note ? <p className={styles.note}>{note}</p> : null}
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={messages.empty} />
      ) : (
        <>
          <StatisticsChart title={title} rows={rows} category={category.key} series={series} {...look} />
          <Table<TRow>
            className={styles.table}
            aria-label={`${title} ${messages.showTable}`}
            size="small"
            columns={tableColumns}
            dataSource={rows as TRow[]}
            rowKey={(row) => String(row[columns[0]?.key as keyof TRow])}
            pagination={false}
            // A wide table (a column per type) scrolls; a narrow one wraps its names, so on a phone its
            // numbers stay in view beside them.
            {...(columns.length > WRAPPED_COLUMNS_MAX ? { scroll: { x: 'max-content' } } : {})}
          />
        </>
      )}
    </Card>
  );
}
