import type { TDictionaryEntry } from '@supportal/contract';
import { Form, Input, Select, type SelectProps } from 'antd';
import { fromDay, toDayRange, type TDayRange } from '../../../lib/day-range';
import type { TNoticeListState } from '../lib/notice-list-query';
import { noticeMessages } from '../messages';
import { NoticeDateRangeField, NoticeFilterActions } from './notice-filter-fields';
import styles from './notice-list.module.css';

/** The filters of a list, as the address keeps them (dates YYYY-MM-DD, multi-selects as lists). */
export type TNoticeFilterValues = Pick<
  TNoticeListState,
  'orgName' | 'noticeTitle' | 'dateFrom' | 'dateTo' | 'transformationField' | 'conversionMethod'
>;

type TFormFields = {
  orgName?: string;
  noticeTitle?: string;
  range?: TDayRange;
  transformationField?: string[];
  conversionMethod?: string[];
};

type TNoticeFilterFormProps = {
  /** 'standard': unit, title, publish time; 'ip' (type 47): name, field, conversion method, effective time. */
  variant: 'standard' | 'ip';
  values: TNoticeFilterValues;
  fieldOptions?: readonly TDictionaryEntry[];
  conversionMethodOptions?: readonly TDictionaryEntry[];
  onSubmit: (values: TNoticeFilterValues) => void;
  onReset: () => void;
};

const trimmed = (value: string | undefined) => value?.trim() || undefined;

const toOptions = (entries: readonly TDictionaryEntry[] = []) =>
  entries.map((entry) => ({ value: entry.value, label: entry.label }));

/** A dictionary multi-select of the IP view; Form.Item passes value and onChange through. */
function MultiSelectFilter({
  options,
  ...formControl
}: { options?: readonly TDictionaryEntry[] } & Omit<SelectProps<string[]>, 'options'>) {
  return (
    <Select
      {...formControl}
      className={styles.filterSelect}
      mode="multiple"
      maxTagCount="responsive"
      placeholder={noticeMessages.selectPlaceholder}
      options={toOptions(options)}
      allowClear
    />
  );
}

/**
 * The search form above a notice table. 查询 (or Enter in a text field) applies the filters from
 * page 1; 重置 clears them.
 */
export function NoticeFilterForm({
  variant,
  values,
  fieldOptions,
  conversionMethodOptions,
  onSubmit,
  onReset,
}: TNoticeFilterFormProps) {
  const [form] = Form.useForm<TFormFields>();
  const ip = variant === 'ip';

  const submit = (fields: TFormFields) =>
    onSubmit({
      orgName: ip ? undefined : trimmed(fields.orgName),
      noticeTitle: trimmed(fields.noticeTitle),
      dateFrom: fromDay(fields.range?.[0]),
      dateTo: fromDay(fields.range?.[1]),
      transformationField: ip ? (fields.transformationField ?? []) : [],
      conversionMethod: ip ? (fields.conversionMethod ?? []) : [],
    });

  return (
    <Form<TFormFields>
      form={form}
      className={styles.filters}
      layout="inline"
      aria-label={noticeMessages.filterLabel}
      initialValues={{
        orgName: values.orgName,
        noticeTitle: values.noticeTitle,
        range: toDayRange(values.dateFrom, values.dateTo),
        transformationField: values.transformationField,
        conversionMethod: values.conversionMethod,
      }}
      onFinish={submit}
    >
      {ip ? (
        <>
          <Form.Item name="noticeTitle" label={noticeMessages.ipNameLabel}>
            <Input className={styles.filterText} placeholder={noticeMessages.ipNamePlaceholder} allowClear />
          </Form.Item>
          <Form.Item name="transformationField" label={noticeMessages.ipFieldLabel}>
            <MultiSelectFilter options={fieldOptions} />
          </Form.Item>
          <Form.Item name="conversionMethod" label={noticeMessages.ipMethodLabel}>
            <MultiSelectFilter options={conversionMethodOptions} />
          </Form.Item>
        </>
      ) : (
        <>
          <Form.Item name="orgName" label={noticeMessages.unitLabel}>
            <Input className={styles.filterText} placeholder={noticeMessages.unitPlaceholder} allowClear />
          </Form.Item>
          <Form.Item name="noticeTitle" label={noticeMessages.titleLabel}>
            <Input className={styles.filterText} placeholder={noticeMessages.titlePlaceholder} allowClear />
          </Form.Item>
        </>
      )}
      <NoticeDateRangeField
        label={ip ? noticeMessages.effectRangeLabel : noticeMessages.publishRangeLabel}
        endLabel={ip ? noticeMessages.effectRangeEndLabel : noticeMessages.publishRangeEndLabel}
      />
      <NoticeFilterActions onReset={onReset} />
    </Form>
  );
}
