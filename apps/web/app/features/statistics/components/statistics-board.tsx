import type { TStatisticsPeriod } from '@supportal/contract';
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import type { TAlertStatistics } from '../api/query-alert-statistics';
import type { TApprovalStatistics } from '../api/query-approval-statistics';
import type { TNoticeStatistics } from '../api/query-notice-statistics';
import type { TSearchMisses } from '../api/query-search-misses';
import type { TSupplierStatistics } from '../api/query-supplier-statistics';
import { noticesByMonthAndType, shortUnitName, stepRows } from '../lib/statistics-rows';
import { statisticsMessages as messages } from '../messages';
import { StatisticsCard } from './statistics-card';
import styles from './statistics.module.css';

/** The answers of the statistics calls; null where a call failed. */
export type TStatisticsAnswers = {
  notices: TNoticeStatistics | null;
  approvals: TApprovalStatistics | null;
  suppliers: TSupplierStatistics | null;
  alerts: TAlertStatistics | null;
  searchMisses: TSearchMisses | null;
};

const text = messages.charts;

function Failed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      className={`${styles.failed} ${styles.wide}`}
      type="error"
      showIcon
      message={messages.loadFailed}
      action={
        <Button size="small" onClick={onRetry}>
          {messages.retry}
        </Button>
      }
    />
  );
}

function NoticeCards({
  period,
  notices,
  periodLabel,
}: {
  period: TStatisticsPeriod;
  notices: TNoticeStatistics;
  periodLabel: string;
}) {
  const byType = noticesByMonthAndType(period, notices.perMonth);
  const hasNotices = byType.rows.some((row) => row.total > 0);
  return (
    <>
      <div className={styles.wide}>
        <StatisticsCard
          labels={text.noticesPerMonth}
          periodLabel={periodLabel}
          rows={hasNotices ? byType.rows : []}
          category={{ key: 'month', title: text.noticesPerMonth.month }}
          series={byType.types}
          tableOnly={{ after: [{ key: 'total', title: messages.total }] }}
          look={{ stacked: true }}
        />
      </div>
      <StatisticsCard
        labels={text.noticesPerUnit}
        periodLabel={periodLabel}
        rows={notices.perUnit}
        category={{ key: 'orgName', title: text.noticesPerUnit.unit }}
        series={[{ key: 'published', name: text.noticesPerUnit.published }]}
        look={{ horizontal: true, categoryTick: shortUnitName }}
      />
      <StatisticsCard
        labels={text.noticeChanges}
        periodLabel={periodLabel}
        rows={notices.changesPerMonth}
        category={{ key: 'month', title: text.noticeChanges.month }}
        series={[
          { key: 'amended', name: text.noticeChanges.amended },
          { key: 'withdrawn', name: text.noticeChanges.withdrawn },
        ]}
        look={{ kind: 'line' }}
      />
    </>
  );
}

function ApprovalCards({ approvals, periodLabel }: { approvals: TApprovalStatistics; periodLabel: string }) {
  const steps = stepRows(approvals.steps);
  return (
    <>
      <StatisticsCard
        labels={text.approvalTime}
        periodLabel={periodLabel}
        rows={steps.filter((step) => step.completed > 0)}
        category={{ key: 'step', title: text.approvalTime.step }}
        series={[
          { key: 'medianHours', name: text.approvalTime.median },
          { key: 'p90Hours', name: text.approvalTime.p90 },
        ]}
        tableOnly={{ before: [{ key: 'completed', title: text.approvalTime.completed }] }}
        look={{ horizontal: true }}
      />
      <StatisticsCard
        labels={text.overdue}
        periodLabel={periodLabel}
        rows={steps.filter((step) => step.overdue > 0)}
        category={{ key: 'step', title: text.overdue.step }}
        series={[{ key: 'overdue', name: text.overdue.overdue }]}
        look={{ horizontal: true }}
      />
    </>
  );
}

type TStatusRows = TSupplierStatistics['registrations'];

function StatusCard({
  labels,
  rows,
  periodLabel,
  note,
}: {
  labels: { title: string; file: string; status: string; count: string };
  rows: TStatusRows;
  periodLabel: string;
  note?: string;
}) {
  return (
    <StatisticsCard
      labels={labels}
      periodLabel={periodLabel}
      note={note}
      rows={rows.some((row) => row.count > 0) ? rows : []}
      category={{ key: 'statusName', title: labels.status }}
      series={[{ key: 'count', name: labels.count }]}
    />
  );
}

/**
 * Every chart of 统计分析 with its table and CSV, in a two-column grid (one column on phones); a failed
 * call shows a retry where its charts would be.
 */
export function StatisticsBoard({
  period,
  answers,
  onRetry,
}: {
  period: TStatisticsPeriod;
  answers: TStatisticsAnswers;
  onRetry: () => void;
}) {
  const periodLabel = `${period.fromMonth}_${period.toMonth}`;
  const failed = <Failed onRetry={onRetry} />;
  const part = (answer: unknown, cards: () => ReactNode) => (answer === null ? failed : cards());
  const { notices, approvals, suppliers, alerts, searchMisses } = answers;
  const alertRows = alerts?.channels.some((row) => row.sent + row.failed + row.waiting > 0)
    ? alerts.channels
    : [];
  return (
    <div className={styles.board}>
      {part(
        notices,
        () => notices && <NoticeCards period={period} notices={notices} periodLabel={periodLabel} />,
      )}
      {part(approvals, () => approvals && <ApprovalCards approvals={approvals} periodLabel={periodLabel} />)}
      {part(
        suppliers,
        () =>
          suppliers && (
            <>
              <StatusCard
                labels={text.changeRequests}
                rows={suppliers.changeRequests}
                periodLabel={periodLabel}
                note={text.changeRequests.note}
              />
              <StatusCard
                labels={text.registrations}
                rows={suppliers.registrations}
                periodLabel={periodLabel}
              />
            </>
          ),
      )}
      {part(alerts, () => (
        <StatisticsCard
          labels={text.alerts}
          periodLabel={periodLabel}
          rows={alertRows}
          category={{ key: 'channelName', title: text.alerts.channel }}
          series={[
            { key: 'sent', name: text.alerts.sent },
            { key: 'failed', name: text.alerts.failed },
            { key: 'waiting', name: text.alerts.waiting },
          ]}
          look={{ stacked: true }}
        />
      ))}
      {part(searchMisses, () => (
        <StatisticsCard
          labels={text.searchMisses}
          periodLabel={periodLabel}
          note={text.searchMisses.note}
          rows={searchMisses?.keywords ?? []}
          category={{ key: 'keyword', title: text.searchMisses.keyword }}
          series={[{ key: 'searches', name: text.searchMisses.searches }]}
          look={{ horizontal: true }}
        />
      ))}
    </div>
  );
}
