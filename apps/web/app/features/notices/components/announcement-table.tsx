import { SearchOutlined } from '@ant-design/icons';
import type { TAdmArea, TOrg } from '@supportal/contract';
import { Button, DatePicker, Form, Input, Select, Table } from 'antd';
import { noticeMessages } from '../messages';
import styles from './notice-list.module.css';

type TAnnouncementTableProps = {
  provinces: readonly TAdmArea[];
  units: readonly TOrg[];
};

const COLUMNS = [
  { key: 'index', title: noticeMessages.columnIndex, width: 80, align: 'center' as const },
  { key: 'province', title: noticeMessages.columnProvince, width: 140 },
  { key: 'unit', title: noticeMessages.columnAnnouncementUnit, width: 260 },
  { key: 'title', title: noticeMessages.columnTitle },
  { key: 'date', title: noticeMessages.columnPublishDate, width: 140, align: 'center' as const },
];

/**
 * The static announcement table of /announcement (spec section 2): province, unit, title and
 * publish-date filters whose 查询 and 重置 buttons do nothing, as the spec states; the table has no rows.
 */
export function AnnouncementTable({ provinces, units }: TAnnouncementTableProps) {
  const [form] = Form.useForm<{ province?: string }>();
  const selectedProvince = Form.useWatch('province', form);
  const province = provinces.find((area) => area.admCode === selectedProvince);
  const unitOptions = units
    .filter((unit) => !province || unit.provAdmCode === province.admCode)
    .map((unit) => ({ value: unit.orgCode, label: unit.orgName }));

  return (
    <>
      <Form
        form={form}
        className={styles.filters}
        layout="inline"
        aria-label={noticeMessages.announcementFilterLabel}
      >
        <Form.Item name="province" label={noticeMessages.provinceLabel}>
          <Select
            className={styles.filterSelect}
            placeholder={noticeMessages.provincePlaceholder}
            options={provinces.map((area) => ({ value: area.admCode, label: area.admName }))}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <Form.Item name="unit" label={noticeMessages.announcementUnitLabel}>
          <Select
            className={styles.filterSelect}
            placeholder={noticeMessages.announcementUnitPlaceholder}
            options={unitOptions}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <Form.Item name="title" label={noticeMessages.titleLabel}>
          <Input className={styles.filterText} placeholder={noticeMessages.titlePlaceholder} allowClear />
        </Form.Item>
        <Form.Item name="publishDate" label={noticeMessages.publishDateLabel}>
          <DatePicker.RangePicker
            className={styles.filterRange}
            placeholder={[noticeMessages.rangeStart, noticeMessages.rangeEnd]}
          />
        </Form.Item>
        <div className={styles.filterActions}>
          <Button type="primary" icon={<SearchOutlined aria-hidden />}>
            {noticeMessages.query}
          </Button>
          <Button>{noticeMessages.reset}</Button>
        </div>
      </Form>
      <section aria-label={noticeMessages.announcementCaption}>
        <Table size="middle" bordered rowKey="key" columns={COLUMNS} dataSource={[]} pagination={false} />
      </section>
    </>
  );
}
