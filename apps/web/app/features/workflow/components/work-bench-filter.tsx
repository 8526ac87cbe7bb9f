import { DATE_FORMAT, PROCESS_NAMES } from '@supportal/contract';
import { Checkbox, DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { FilterBar } from '../../../components/list-page/filter-bar';
import type { TWorkBenchFilter } from '../../../config/paths';
import { dayjs } from '../../../lib/dayjs';
import { workflowMessages } from '../messages';

const messages = workflowMessages.filter;

type TFormValues = {
  process?: string | undefined;
  step?: string | undefined;
  arrived?: [Dayjs | null, Dayjs | null] | null;
  overdue?: boolean | undefined;
  keyword?: string | undefined;
};

const toValues = (filter: TWorkBenchFilter): TFormValues => ({
  process: filter.process,
  step: filter.step,
  arrived:
    filter.from || filter.to
      ? [filter.from ? dayjs(filter.from) : null, filter.to ? dayjs(filter.to) : null]
      : null,
  overdue: filter.overdue,
  keyword: filter.keyword,
});

const toFilter = (values: TFormValues): TWorkBenchFilter => ({
  process: values.process,
  step: values.step?.trim() || undefined,
  from: values.arrived?.[0]?.format(DATE_FORMAT),
  to: values.arrived?.[1]?.format(DATE_FORMAT),
  overdue: values.overdue || undefined,
  keyword: values.keyword?.trim() || undefined,
});

const PROCESS_OPTIONS = Object.entries(PROCESS_NAMES).map(([value, label]) => ({ value, label }));

/** The work bench's filters (流程, 环节, 到达日期, 只看超时, 工作名称); 查询 puts them into the address. */
export function WorkBenchFilter({
  filter,
  onSearch,
  onReset,
}: {
  filter: TWorkBenchFilter;
  onSearch: (filter: TWorkBenchFilter) => void;
  onReset: () => void;
}) {
  return (
    <FilterBar<TFormValues>
      values={toValues(filter)}
      onSearch={(values) => onSearch(toFilter(values))}
      onReset={onReset}
    >
      <Form.Item name="process" label={messages.process}>
        <Select
          allowClear
          placeholder={messages.anyProcess}
          options={PROCESS_OPTIONS}
          style={{ width: 200 }}
        />
      </Form.Item>
      <Form.Item name="step" label={messages.step}>
        <Input allowClear placeholder={messages.stepPlaceholder} maxLength={64} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="arrived" label={messages.arrived}>
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
      <Form.Item name="keyword" label={messages.keyword}>
        <Input allowClear placeholder={messages.keywordPlaceholder} maxLength={50} style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="overdue" valuePropName="checked">
        <Checkbox>{messages.overdueOnly}</Checkbox>
      </Form.Item>
    </FilterBar>
  );
}
