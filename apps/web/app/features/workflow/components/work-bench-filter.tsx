import { PROCESS_NAMES } from '@supportal/contract';
import { Checkbox, DatePicker, Form, Input, Select } from 'antd';
import { FilterBar, type TFilterFormProps } from '../../../components/list-page/filter-bar';
import type { TWorkBenchFilter } from '../../../config/paths';
import { fromDay, toDayRange, type TDayRange } from '../../../lib/day-range';
import { workflowMessages } from '../messages';

const messages = workflowMessages.filter;

type TFormValues = {
  process?: string | undefined;
  step?: string | undefined;
  arrived?: TDayRange;
  overdue?: boolean | undefined;
  keyword?: string | undefined;
};

const toValues = (filter: TWorkBenchFilter): TFormValues => ({
  process: filter.process,
  step: filter.step,
  arrived: toDayRange(filter.from, filter.to),
  overdue: filter.overdue,
  keyword: filter.keyword,
});

const toFilter = (values: TFormValues): TWorkBenchFilter => ({
  process: values.process,
  step: values.step?.trim() || undefined,
  from: fromDay(values.arrived?.[0]),
  to: fromDay(values.arrived?.[1]),
  overdue: values.overdue || undefined,
  keyword: values.keyword?.trim() || undefined,
});

const PROCESS_OPTIONS = Object.entries(PROCESS_NAMES).map(([value, label]) => ({ value, label }));

/** The work bench's filters (流程, 环节, 到达日期, 只看超时, 工作名称); 查询 puts them into the address. */
export function WorkBenchFilter({ filter, onSearch, onReset }: TFilterFormProps<TWorkBenchFilter>) {
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
