import {
  BLACKLIST_SEVERITIES,
  DATE_FORMAT,
  RESTRICTED_AREAS,
  type TAdmArea,
  type TNegativeBehaviour,
} from '@supportal/contract';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete, DatePicker, Form, Input, Select, Space } from 'antd';
import { ProcessFormButtons, useProcessFormSave } from '../../../components/forms/process-form-buttons';
import { administrativeAreasQuery } from '../../../lib/dictionary/find-adm-info-for-province-or-city';
import {
  createNegativeBehaviourRecord,
  type TSavedNegativeBehaviour,
} from '../api/create-negative-behaviour';
import { SupplierSelect } from './supplier-select';
import { updateNegativeBehaviourRecord } from '../api/update-negative-behaviour';
import {
  regionFieldOf,
  toNegativeBehaviourFields,
  toNegativeBehaviourFormValues,
  type TNegativeBehaviourFormValues,
} from '../lib/negative-behaviour-values';
import { blacklistMessages as messages } from '../messages';
import styles from './blacklist.module.css';

type TNegativeBehaviourFormProps = {
  provinces: readonly TAdmArea[];
  /** Edit mode: the recorded behaviour and the starter's editing task. */
  editing?: { record: TNegativeBehaviour; workItemID: string };
  onSaved: (saved: TSavedNegativeBehaviour, submitted: boolean) => void;
};

/**
 * 负面行为录入: supplier, 事项描述, 黑名单原因, 处理类别, 黑名单类型 and the region it asks for, effect and
 * (optional) invalid date. 保存 keeps it in the starter's to-do list; the submit button starts approval.
 * Errors the server names appear under their fields. Enter in a field never sends it for approval: only
 * the button does.
 */
export function NegativeBehaviourForm({ provinces, editing, onSaved }: TNegativeBehaviourFormProps) {
  const [form] = Form.useForm<TNegativeBehaviourFormValues>();
  const restrictedAreaName = Form.useWatch('restrictedAreaName', form);
  const provinceCode = Form.useWatch('provinceCode', form);
  const regionField = regionFieldOf(restrictedAreaName);
  const cities = useQuery({
    ...administrativeAreasQuery(provinceCode),
    enabled: regionField === 'cityCode' && Boolean(provinceCode),
  });

  const { saving, save } = useProcessFormSave(
    form,
    (values, submit) => {
      const fields = toNegativeBehaviourFields(values);
      return editing
        ? updateNegativeBehaviourRecord(fields, editing.workItemID, submit)
        : createNegativeBehaviourRecord(fields, submit);
    },
    onSaved,
    regionField ? { regionCode: regionField } : {},
  );

  const provinceOptions = provinces.map((area) => ({ value: area.admCode, label: area.admName }));
  return (
    <Form<TNegativeBehaviourFormValues>
      form={form}
      className={styles.form}
      labelCol={{ xs: { span: 24 }, sm: { flex: '112px' } }}
      wrapperCol={{ xs: { span: 24 }, sm: { flex: 'auto' } }}
      initialValues={editing ? toNegativeBehaviourFormValues(editing.record) : { severity: '1' }}
    >
      <Form.Item
        name="supplierCode"
        label={messages.fields.supplier}
        rules={[{ required: true, message: messages.required.supplier }]}
      >
        <SupplierSelect
          initialOption={
            editing
              ? {
                  value: editing.record.supplierCode,
                  label: editing.record.supplierName,
                  name: editing.record.supplierName,
                }
              : undefined
          }
        />
      </Form.Item>
      <Form.Item
        name="matterDescription"
        label={messages.fields.matterDescription}
        rules={[{ required: true, whitespace: true, message: messages.required.matterDescription }]}
      >
        <Input.TextArea
          rows={4}
          maxLength={500}
          showCount
          placeholder={messages.placeholders.matterDescription}
        />
      </Form.Item>
      <Form.Item
        name="reasonName"
        label={messages.fields.reasonName}
        rules={[{ required: true, whitespace: true, message: messages.required.reasonName }]}
      >
        <AutoComplete
          options={messages.reasonSuggestions.map((reason) => ({ value: reason }))}
          placeholder={messages.placeholders.reasonName}
          maxLength={100}
          showSearch={{
            filterOption: (input, option) => String(option?.value ?? '').includes(input.trim()),
          }}
        />
      </Form.Item>
      <Form.Item
        name="severity"
        label={messages.fields.severity}
        rules={[{ required: true, message: messages.required.severity }]}
      >
        <Select
          placeholder={messages.placeholders.severity}
          options={BLACKLIST_SEVERITIES.map((severity) => ({ value: severity.code, label: severity.label }))}
        />
      </Form.Item>
      <Form.Item
        name="restrictedAreaName"
        label={messages.fields.restrictedAreaName}
        rules={[{ required: true, message: messages.required.restrictedAreaName }]}
      >
        <Select
          placeholder={messages.placeholders.restrictedAreaName}
          options={RESTRICTED_AREAS.map((area) => ({ value: area.name, label: area.name }))}
        />
      </Form.Item>
      <Form.Item label={messages.fields.region} required={regionField !== null}>
        {regionField === null ? (
          <span className={styles.nationwide}>{messages.nationwide}</span>
        ) : (
          <Space.Compact block className={styles.region}>
            <Form.Item
              name="provinceCode"
              noStyle
              rules={[{ required: true, message: messages.required.province }]}
            >
              <Select
                aria-label={messages.fields.province}
                placeholder={messages.placeholders.province}
                options={provinceOptions}
                showSearch={{ optionFilterProp: 'label' }}
                onChange={() => form.setFieldValue('cityCode', undefined)}
              />
            </Form.Item>
            {regionField === 'cityCode' ? (
              <Form.Item
                name="cityCode"
                noStyle
                rules={[{ required: true, message: messages.required.city }]}
              >
                <Select
                  aria-label={messages.fields.city}
                  placeholder={messages.placeholders.city}
                  loading={cities.isFetching}
                  disabled={!provinceCode}
                  options={(cities.data ?? []).map((area) => ({ value: area.admCode, label: area.admName }))}
                  showSearch={{ optionFilterProp: 'label' }}
                />
              </Form.Item>
            ) : null}
          </Space.Compact>
        )}
      </Form.Item>
      <Form.Item
        name="effectTime"
        label={messages.fields.effectTime}
        rules={[{ required: true, message: messages.required.effectTime }]}
      >
        <DatePicker format={DATE_FORMAT} placeholder={messages.placeholders.effectTime} />
      </Form.Item>
      <Form.Item
        name="invalidTime"
        label={messages.fields.invalidTime}
        dependencies={['effectTime']}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_, value: TNegativeBehaviourFormValues['invalidTime']) => {
              const effect = getFieldValue('effectTime') as
                TNegativeBehaviourFormValues['effectTime'] | undefined;
              if (value && effect && !value.isAfter(effect, 'day'))
                throw new Error(messages.invalidBeforeEffect);
            },
          }),
        ]}
      >
        <DatePicker format={DATE_FORMAT} placeholder={messages.placeholders.invalidTime} />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <ProcessFormButtons saving={saving} save={save} editing={Boolean(editing)} />
      </Form.Item>
    </Form>
  );
}
