import { Button, Form, Space } from 'antd';
import type { ReactNode } from 'react';
import styles from '../page/admin-list.module.css';
import { listPageMessages as messages } from './messages';

type TFilterBarProps<TValues> = {
  /** The filter the address holds, as form values: the bar starts from them after every move. */
  values: TValues;
  onSearch: (values: TValues) => void;
  /** Clears the filter from the address (and so the fields). */
  onReset: () => void;
  /** Buttons after 查询 and 重置 (e.g. 导出). */
  actions?: ReactNode;
  /** The filter fields (`Form.Item`s named after the form values). */
  children: ReactNode;
};

/** What a list page gives its filter form: the address's filter, and how to search and reset it. */
export type TFilterFormProps<TFilter> = {
  filter: TFilter;
  onSearch: (filter: TFilter) => void;
  onReset: () => void;
};

/**
 * A list's filter bar: the fields in one wrapping row, 查询 puts them into the address, 重置 clears
 * them. The form is built anew from the address after each move, so back and forward show the fields
 * of the list they lead to.
 */
export function FilterBar<TValues extends object>(props: TFilterBarProps<TValues>) {
  // A new form (and form store) per address: a kept store would keep the fields of the list left behind.
  return <FilterForm<TValues> key={JSON.stringify(props.values)} {...props} />;
}

function FilterForm<TValues extends object>({
  values,
  onSearch,
  onReset,
  actions,
  children,
}: TFilterBarProps<TValues>) {
  const [form] = Form.useForm<TValues>();
  return (
    <Form<TValues>
      form={form}
      layout="inline"
      className={styles.filters}
      initialValues={values}
      onFinish={onSearch}
    >
      {children}
      <Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit">
            {messages.search}
          </Button>
          <Button
            onClick={() => {
              // Fields typed but not searched are cleared too, also when the address has no filter to drop.
              form.setFieldsValue(
                Object.fromEntries(
                  Object.keys(form.getFieldsValue()).map((name) => [name, undefined]),
                ) as Partial<TValues>,
              );
              onReset();
            }}
          >
            {messages.reset}
          </Button>
          {actions}
        </Space>
      </Form.Item>
    </Form>
  );
}
