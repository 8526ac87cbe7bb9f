import type { TStatisticsPeriod } from '@supportal/contract';
import { DatePicker, Form, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { useMenuTrail } from '../../components/access/permission-gate';
import { FilterBar } from '../../components/list-page/filter-bar';
import { PageSection } from '../../components/page/page-section';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { loadAlertStatistics } from '../../features/statistics/api/query-alert-statistics';
import { loadApprovalStatistics } from '../../features/statistics/api/query-approval-statistics';
import { loadNoticeStatistics } from '../../features/statistics/api/query-notice-statistics';
import { loadSearchMisses } from '../../features/statistics/api/query-search-misses';
import { loadSupplierStatistics } from '../../features/statistics/api/query-supplier-statistics';
import {
  StatisticsBoard,
  type TStatisticsAnswers,
} from '../../features/statistics/components/statistics-board';
import { periodOfAddress } from '../../features/statistics/lib/statistics-period';
import { statisticsMessages as messages } from '../../features/statistics/messages';
import { browserLoaderOf, loggedFallback, serverLoaderOf, type TLoaderCalls } from '../../lib/loader-calls';
import { useListPage } from '../../lib/use-list-page';
import type { Route } from './+types/statistics';

const MONTH_FORMAT = 'YYYY-MM';

/** Every statistics call for the address's period at once; a failed one is logged and shown as failed. */
const loadStatistics = async (calls: TLoaderCalls, params: URLSearchParams) => {
  const period = periodOfAddress(params, new Date());
  const orNull = <T,>(part: string, answer: Promise<T>) => answer.catch(loggedFallback(part, null));
  const [notices, approvals, suppliers, alerts, searchMisses] = await Promise.all([
    orNull('notice statistics', loadNoticeStatistics(calls.fresh, period)),
    orNull('approval statistics', loadApprovalStatistics(calls.fresh, period)),
    orNull('supplier statistics', loadSupplierStatistics(calls.fresh, period)),
    orNull('alert statistics', loadAlertStatistics(calls.fresh, period)),
    orNull('search misses', loadSearchMisses(calls.fresh, period)),
  ]);
  const answers: TStatisticsAnswers = { notices, approvals, suppliers, alerts, searchMisses };
  return { period, answers };
};

export const loader = serverLoaderOf(loadStatistics);

export const clientLoader = browserLoaderOf(loadStatistics);

export const meta: Route.MetaFunction = () => [{ title: pageTitle(messages.pageTitle) }];

type TPeriodFields = { from?: Dayjs | null; to?: Dayjs | null };

const fieldsOf = (period: TStatisticsPeriod): TPeriodFields => ({
  from: dayjs(period.fromMonth, MONTH_FORMAT),
  to: dayjs(period.toMonth, MONTH_FORMAT),
});

/** 统计分析: charts of the staff member's unit and the units below it, each with its table and CSV. */
export default function StatisticsPage({ loaderData }: Route.ComponentProps) {
  const { period, answers } = loaderData;
  const trail = useMenuTrail(messages.pageTitle);
  const navigate = useNavigate();
  const { loading, retry } = useListPage();
  return (
    <PageSection title={messages.pageTitle} trail={trail}>
      <p>{messages.intro}</p>
      <FilterBar<TPeriodFields>
        values={fieldsOf(period)}
        onSearch={(values) =>
          void navigate(
            paths.statistics.getHref({
              from: values.from?.format(MONTH_FORMAT),
              to: values.to?.format(MONTH_FORMAT),
            }),
          )
        }
        onReset={() => void navigate(paths.statistics.getHref())}
      >
        <Form.Item name="from" label={messages.period.from}>
          <DatePicker picker="month" format={MONTH_FORMAT} allowClear={false} />
        </Form.Item>
        <Form.Item
          name="to"
          label={messages.period.to}
          dependencies={['from']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_rule, value: Dayjs | null | undefined) => {
                const from = getFieldValue('from') as Dayjs | null | undefined;
                if (from && value && from.isAfter(value, 'month')) throw new Error(messages.period.invalid);
              },
            }),
          ]}
        >
          <DatePicker picker="month" format={MONTH_FORMAT} allowClear={false} />
        </Form.Item>
      </FilterBar>
      <Spin spinning={loading}>
        <StatisticsBoard period={period} answers={answers} onRetry={retry} />
      </Spin>
    </PageSection>
  );
}
