import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { DATE_FORMAT, MAX_DEMAND_ITEMS, type TDemandCollection } from '@supportal/contract';
import { Button, DatePicker, Form, Input, InputNumber, Table } from 'antd';
import { ProcessFormButtons, useProcessFormSave } from '../../../components/forms/process-form-buttons';
import { createDemand, type TSavedDemand } from '../api/create-demand';
import { updateDemand } from '../api/update-demand';
import { demandBudget, formatYuan, lineSubtotal } from '../lib/demand-budget';
import { toDemandFields, toDemandFormValues, type TDemandFormValues } from '../lib/demand-values';
import { demandMessages as messages } from '../messages';
import styles from './demand.module.css';

const EMPTY_LINE = { itemName: '', unit: '' };

type TDemandFormProps = {
  /** Edit mode: the saved demand and the starter's editing task. */
  editing?: { demand: TDemandCollection; workItemID: string };
  onSaved: (saved: TSavedDemand, submitted: boolean) => void;
};

/**
 * 需求提报: title, needed-by date, an editable table of items (物资名称, 规格型号, 计量单位, 数量, 预估单价,
 * 小计) with the budget total, 备注; 保存 or 提交审批. Errors the server names appear under their fields. Enter in a
 * field never sends it for approval: only the button does.
 */
export function DemandForm({ editing, onSaved }: TDemandFormProps) {
  const [form] = Form.useForm<TDemandFormValues>();
  const { saving, save } = useProcessFormSave(
    form,
    (values, submit) => {
      const fields = toDemandFields(values);
      return editing ? updateDemand(fields, editing.workItemID, submit) : createDemand(fields, submit);
    },
    onSaved,
  );
  const lines = Form.useWatch('items', form) ?? [];

  return (
    <Form<TDemandFormValues>
      form={form}
      layout="vertical"
      className={styles.form}
      initialValues={editing ? toDemandFormValues(editing.demand) : { items: [EMPTY_LINE] }}
    >
      <div className={styles.headFields}>
        <Form.Item
          name="demandTitle"
          label={messages.fields.demandTitle}
          className={styles.titleField}
          rules={[{ required: true, whitespace: true, message: messages.required.demandTitle }]}
        >
          <Input maxLength={100} placeholder={messages.placeholders.demandTitle} />
        </Form.Item>
        <Form.Item
          name="neededBy"
          label={messages.fields.neededBy}
          rules={[{ required: true, message: messages.required.neededBy }]}
        >
          <DatePicker format={DATE_FORMAT} placeholder={messages.placeholders.neededBy} />
        </Form.Item>
      </div>
      <Form.List
        name="items"
        rules={[
          {
            validator: async (_, items: unknown[] | undefined) => {
              if (!items || items.length === 0) throw new Error(messages.itemsRequired);
              if (items.length > MAX_DEMAND_ITEMS) throw new Error(messages.itemsTooMany(MAX_DEMAND_ITEMS));
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <fieldset className={styles.items}>
            <legend className={styles.legend}>{messages.fields.items}</legend>
            <Table
              size="small"
              bordered
              pagination={false}
              rowKey="key"
              dataSource={fields}
              scroll={{ x: 860 }}
              columns={[
                {
                  key: 'itemName',
                  title: messages.fields.itemName,
                  render: (_, field) => (
                    <Form.Item
                      name={[field.name, 'itemName']}
                      className={styles.cell}
                      rules={[{ required: true, whitespace: true, message: messages.required.itemName }]}
                    >
                      <Input
                        maxLength={100}
                        aria-label={`${messages.fields.itemName} ${field.name + 1}`}
                        placeholder={messages.placeholders.itemName}
                      />
                    </Form.Item>
                  ),
                },
                {
                  key: 'specification',
                  title: messages.fields.specification,
                  render: (_, field) => (
                    <Form.Item name={[field.name, 'specification']} className={styles.cell}>
                      <Input
                        maxLength={200}
                        aria-label={`${messages.fields.specification} ${field.name + 1}`}
                        placeholder={messages.placeholders.specification}
                      />
                    </Form.Item>
                  ),
                },
                {
                  key: 'unit',
                  title: messages.fields.unit,
                  width: 110,
                  render: (_, field) => (
                    <Form.Item
                      name={[field.name, 'unit']}
                      className={styles.cell}
                      rules={[{ required: true, whitespace: true, message: messages.required.unit }]}
                    >
                      <Input
                        maxLength={16}
                        aria-label={`${messages.fields.unit} ${field.name + 1}`}
                        placeholder={messages.placeholders.unit}
                      />
                    </Form.Item>
                  ),
                },
                {
                  key: 'quantity',
                  title: messages.fields.quantity,
                  width: 120,
                  render: (_, field) => (
                    <Form.Item
                      name={[field.name, 'quantity']}
                      className={styles.cell}
                      rules={[{ required: true, message: messages.required.quantity }]}
                    >
                      <InputNumber
                        min={0.01}
                        max={10_000_000}
                        precision={2}
                        aria-label={`${messages.fields.quantity} ${field.name + 1}`}
                        className={styles.number}
                      />
                    </Form.Item>
                  ),
                },
                {
                  key: 'unitPrice',
                  title: messages.fields.unitPrice,
                  width: 150,
                  render: (_, field) => (
                    <Form.Item
                      name={[field.name, 'unitPrice']}
                      className={styles.cell}
                      rules={[{ required: true, message: messages.required.unitPrice }]}
                    >
                      <InputNumber
                        min={0}
                        max={100_000_000}
                        precision={2}
                        aria-label={`${messages.fields.unitPrice} ${field.name + 1}`}
                        className={styles.number}
                      />
                    </Form.Item>
                  ),
                },
                {
                  key: 'subtotal',
                  title: messages.fields.subtotal,
                  width: 140,
                  align: 'right',
                  className: styles.amount,
                  render: (_, field) => formatYuan(lineSubtotal(lines[field.name] ?? {})),
                },
                {
                  key: 'actions',
                  title: messages.actionsColumn,
                  width: 72,
                  align: 'center',
                  render: (_, field) => (
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={messages.removeItemLabel(field.name + 1)}
                      disabled={fields.length <= 1}
                      onClick={() => remove(field.name)}
                    />
                  ),
                },
              ]}
            />
            <Form.ErrorList errors={errors} />
            <p className={styles.budget}>
              {messages.fields.budget}：
              <span className={styles.total}>{messages.money(formatYuan(demandBudget(lines)))}</span>
            </p>
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              className={styles.addLine}
              disabled={fields.length >= MAX_DEMAND_ITEMS}
              onClick={() => add(EMPTY_LINE)}
            >
              {messages.addItem}
            </Button>
          </fieldset>
        )}
      </Form.List>
      <Form.Item name="remark" label={messages.fields.remark}>
        <Input.TextArea rows={3} maxLength={500} showCount placeholder={messages.placeholders.remark} />
      </Form.Item>
      <ProcessFormButtons saving={saving} save={save} editing={Boolean(editing)} />
    </Form>
  );
}
