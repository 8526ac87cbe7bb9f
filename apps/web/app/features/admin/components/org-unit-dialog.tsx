import type { TAdminOrg, TAdminOrgTree, TNewOrg } from '@supportal/contract';
import { AutoComplete, Form, Input, Radio, Select, Typography } from 'antd';
import { ModalForm } from '../../../components/list-page/modal-form';
import { createOrgUnit } from '../api/create-org';
import { moveOrgUnit } from '../api/move-org';
import { renameOrgUnit } from '../api/rename-org';
import { adminMessages } from '../messages';

const messages = adminMessages.orgUnits;

/** What the dialog does: create a unit, or rename or move one. */
export type TOrgUnitDialogMode = { create: true } | { rename: TAdminOrg } | { move: TAdminOrg };

type TFormValues = {
  orgLevel: '2' | '3';
  parentCode?: string;
  orgCode: string;
  orgName: string;
  provAdmCode?: string;
  provAdmName?: string;
};

type TOrgUnitDialogProps = {
  mode: TOrgUnitDialogMode;
  tree: TAdminOrgTree;
  onClose: () => void;
  onSaved: (org: TAdminOrg) => void;
};

const areaLabel = (org: TAdminOrg) => (org.areaName ? `${org.areaName}（${org.provAdmCode}）` : '—');

/** 新建单位 / 改名 / 移动: one unit at a time; parents offered are enabled units of the level above. */
export function OrgUnitDialog({ mode, tree, onClose, onSaved }: TOrgUnitDialogProps) {
  const [form] = Form.useForm<TFormValues>();
  const level = Form.useWatch('orgLevel', form);
  const parentCode = Form.useWatch('parentCode', form);
  const parentsAt = (parentLevel: string, except?: string | null) =>
    tree.orgs
      .filter((org) => org.orgLevel === parentLevel && org.enabled && org.orgCode !== except)
      .map((org) => ({ value: org.orgCode, label: org.orgName }));
  const nameField = (
    <Form.Item
      name="orgName"
      label={messages.fields.name}
      rules={[{ required: true, whitespace: true, message: messages.required.name }]}
    >
      <Input maxLength={100} />
    </Form.Item>
  );

  if ('rename' in mode) {
    return (
      <ModalForm<TFormValues>
        title={messages.renameTitle(mode.rename.orgName)}
        okText={messages.save}
        form={form}
        initialValues={{ orgName: mode.rename.orgName }}
        onSubmit={async ({ orgName }) => onSaved(await renameOrgUnit(mode.rename.orgCode, orgName))}
        onClose={onClose}
      >
        {nameField}
      </ModalForm>
    );
  }

  if ('move' in mode) {
    return (
      <ModalForm<TFormValues>
        title={messages.moveTitle(mode.move.orgName)}
        okText={messages.save}
        form={form}
        initialValues={{}}
        onSubmit={async (values) => onSaved(await moveOrgUnit(mode.move.orgCode, values.parentCode ?? ''))}
        onClose={onClose}
      >
        <Form.Item
          name="parentCode"
          label={messages.fields.newParent}
          rules={[{ required: true, message: messages.required.parent }]}
        >
          <Select options={parentsAt('2', mode.move.parentCode)} />
        </Form.Item>
      </ModalForm>
    );
  }

  const parent = tree.orgs.find((org) => org.orgCode === parentCode);
  const parentLevel = level === '2' ? '1' : '2';
  const submit = async (values: TFormValues) => {
    const body: TNewOrg = {
      orgCode: values.orgCode,
      orgName: values.orgName,
      orgLevel: values.orgLevel,
      parentCode: values.parentCode ?? '',
      ...(values.orgLevel === '2'
        ? { provAdmCode: values.provAdmCode, provAdmName: values.provAdmName }
        : {}),
    };
    onSaved(await createOrgUnit(body));
  };
  return (
    <ModalForm<TFormValues>
      title={messages.createTitle}
      okText={messages.save}
      form={form}
      initialValues={{
        orgLevel: '3',
        parentCode: parentsAt('2')[0]?.value,
      }}
      onValuesChange={(changed: Partial<TFormValues>) => {
        if (changed.orgLevel)
          form.setFieldsValue({ parentCode: parentsAt(changed.orgLevel === '2' ? '1' : '2')[0]?.value });
      }}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="orgLevel" label={messages.fields.level}>
        <Radio.Group
          optionType="button"
          options={[
            ...(tree.mayCreateProvince ? [{ value: '2', label: messages.levels['2'] }] : []),
            { value: '3', label: messages.levels['3'] },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="parentCode"
        label={messages.fields.parent}
        rules={[{ required: true, message: messages.required.parent }]}
      >
        <Select options={parentsAt(parentLevel)} />
      </Form.Item>
      <Form.Item
        name="orgCode"
        label={messages.fields.code}
        extra={messages.codeHint}
        rules={[{ required: true, whitespace: true, message: messages.required.code }]}
      >
        <Input maxLength={32} autoComplete="off" />
      </Form.Item>
      {nameField}
      {level === '2' ? (
        <>
          <Form.Item
            name="provAdmCode"
            label={messages.fields.areaCode}
            extra={messages.areaCodeHint}
            rules={[{ required: true, whitespace: true, message: messages.required.areaCode }]}
          >
            <AutoComplete
              options={tree.areas.map((area) => ({ value: area.code, label: `${area.code} ${area.name}` }))}
              filterOption={(input, option) => String(option?.label ?? '').includes(input)}
            />
          </Form.Item>
          <Form.Item name="provAdmName" label={messages.fields.areaName} extra={messages.areaNameHint}>
            <Input maxLength={50} />
          </Form.Item>
        </>
      ) : parent ? (
        <Typography.Paragraph type="secondary">
          {messages.cityAreaHint(areaLabel(parent))}
        </Typography.Paragraph>
      ) : null}
    </ModalForm>
  );
}
