import type { TAdmArea, TOrg } from '@supportal/contract';
import { Form, Input, Select } from 'antd';
import { fromDay, toDayRange, type TDayRange } from '../../../lib/day-range';
import { noticeMessages } from '../messages';
import { NoticeDateRangeField, NoticeFilterActions } from './notice-filter-fields';
import styles from './notice-list.module.css';

/** The filters of /announcement as its address keeps them (codes, YYYY-MM-DD days). */
export type TAnnouncementFilterValues = {
  provAdmCode?: string;
  orgCode?: string;
  noticeTitle?: string;
  dateFrom?: string;
  dateTo?: string;
};

type TFormFields = {
  provAdmCode?: string;
  orgCode?: string;
  noticeTitle?: string;
  range?: TDayRange;
};

type TAnnouncementFilterFormProps = {
  provinces: readonly TAdmArea[];
  units: readonly TOrg[];
  values: TAnnouncementFilterValues;
  onSubmit: (values: TAnnouncementFilterValues) => void;
  onReset: () => void;
};

/**
 * The filters of /announcement (spec section 2): province, unit (those of the chosen province), title
 * and publish date. 查询 (or Enter in the title) applies them from page 1; 重置 clears them.
 */
export function AnnouncementFilterForm({
  provinces,
  units,
  values,
  onSubmit,
  onReset,
}: TAnnouncementFilterFormProps) {
  const [form] = Form.useForm<TFormFields>();
  const selectedProvince = Form.useWatch('provAdmCode', form);
  const unitOptions = units
    .filter((unit) => !selectedProvince || unit.provAdmCode === selectedProvince)
    .map((unit) => ({ value: unit.orgCode, label: unit.orgName }));

  return (
    <Form<TFormFields>
      form={form}
      className={styles.filters}
      layout="inline"
      aria-label={noticeMessages.announcementFilterLabel}
      initialValues={{
        provAdmCode: values.provAdmCode,
        orgCode: values.orgCode,
        noticeTitle: values.noticeTitle,
        range: toDayRange(values.dateFrom, values.dateTo),
      }}
      onValuesChange={(changed: TFormFields) => {
        // A unit of another province would filter to nothing.
        if ('provAdmCode' in changed) form.setFieldValue('orgCode', undefined);
      }}
      onFinish={(fields) =>
        onSubmit({
          provAdmCode: fields.provAdmCode,
          orgCode: fields.orgCode,
          noticeTitle: fields.noticeTitle?.trim() || undefined,
          dateFrom: fromDay(fields.range?.[0]),
          dateTo: fromDay(fields.range?.[1]),
        })
      }
    >
      <Form.Item name="provAdmCode" label={noticeMessages.provinceLabel}>
        <Select
          className={styles.filterSelect}
          placeholder={noticeMessages.provincePlaceholder}
          options={provinces.map((area) => ({ value: area.admCode, label: area.admName }))}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item name="orgCode" label={noticeMessages.announcementUnitLabel}>
        <Select
          className={styles.filterSelect}
          placeholder={noticeMessages.announcementUnitPlaceholder}
          options={unitOptions}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item name="noticeTitle" label={noticeMessages.titleLabel}>
        <Input className={styles.filterText} placeholder={noticeMessages.titlePlaceholder} allowClear />
      </Form.Item>
      <NoticeDateRangeField
        label={noticeMessages.publishDateLabel}
        endLabel={noticeMessages.publishDateEndLabel}
      />
      <NoticeFilterActions onReset={onReset} />
    </Form>
  );
}
