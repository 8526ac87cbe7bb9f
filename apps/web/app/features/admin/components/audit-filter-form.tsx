import {
  DATE_FORMAT,
  AUDIT_EVENT_KIND_NAMES,
  AUDIT_EVENT_KINDS,
  AUDIT_RESULTS,
  type TAuditFilter,
} from '@supportal/contract';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Checkbox, DatePicker, Form, Input, Select } from 'antd';
import { FilterBar, type TFilterFormProps } from '../../../components/list-page/filter-bar';
import { fromDay, toDayRange, type TDayRange } from '../../../lib/day-range';
import { auditExportUrl } from '../api/export-audit-events';
import { adminMessages } from '../messages';
import styles from '../../../components/page/admin-list.module.css';

const messages = adminMessages.audit;

type TFormValues = {
  range?: TDayRange;
  loginName?: string;
  event?: string;
  result?: string;
  ip?: string;
  handOffs?: boolean;
};

const toValues = (filter: TAuditFilter): TFormValues => ({
  range: toDayRange(filter.startTime, filter.endTime),
  loginName: filter.loginName,
  event: filter.event,
  result: filter.result,
  ip: filter.ip,
  handOffs: filter.handOffs,
});

const toFilter = (values: TFormValues): TAuditFilter => ({
  startTime: fromDay(values.range?.[0]),
  endTime: fromDay(values.range?.[1]),
  loginName: values.loginName?.trim() || undefined,
  event: values.event,
  result: values.result as TAuditFilter['result'],
  ip: values.ip?.trim() || undefined,
  handOffs: values.handOffs || undefined,
});

const EVENT_OPTIONS = AUDIT_EVENT_KIND_NAMES.map((kind) => ({
  value: kind,
  label: AUDIT_EVENT_KINDS[kind].label,
}));
const RESULT_OPTIONS = Object.entries(AUDIT_RESULTS).map(([value, label]) => ({ value, label }));

/** The audit view's filters; 查询 puts them into the address, 导出 CSV downloads what they match. */
export function AuditFilterForm({ filter, onSearch, onReset }: TFilterFormProps<TAuditFilter>) {
  return (
    <FilterBar<TFormValues>
      values={toValues(filter)}
      onSearch={(values) => onSearch(toFilter(values))}
      onReset={onReset}
      actions={
        <Button
          icon={<DownloadOutlined />}
          href={auditExportUrl(filter)}
          download
          title={messages.exportHint}
        >
          {messages.exportCsv}
        </Button>
      }
    >
      <Form.Item name="range" label={messages.filters.timeRange}>
        <DatePicker.RangePicker allowEmpty={[true, true]} format={DATE_FORMAT} />
      </Form.Item>
      <Form.Item name="loginName" label={messages.filters.loginName}>
        <Input allowClear maxLength={64} placeholder={messages.placeholders.loginName} />
      </Form.Item>
      <Form.Item name="event" label={messages.filters.event}>
        <Select
          allowClear
          options={EVENT_OPTIONS}
          placeholder={messages.placeholders.any}
          className={styles.select}
        />
      </Form.Item>
      <Form.Item name="result" label={messages.filters.result}>
        <Select
          allowClear
          options={RESULT_OPTIONS}
          placeholder={messages.placeholders.any}
          className={styles.shortSelect}
        />
      </Form.Item>
      <Form.Item name="ip" label={messages.filters.ip}>
        <Input allowClear maxLength={64} placeholder={messages.placeholders.ip} />
      </Form.Item>
      <Form.Item name="handOffs" valuePropName="checked" tooltip={messages.handOffsHint}>
        <Checkbox>{messages.filters.handOffs}</Checkbox>
      </Form.Item>
    </FilterBar>
  );
}
