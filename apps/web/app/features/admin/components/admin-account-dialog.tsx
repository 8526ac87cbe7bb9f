import {
  STAFF_ORG_LEVEL_LABELS,
  STAFF_ORG_LEVEL_OF,
  type TAccountOptions,
  type TAdminAccount,
} from '@supportal/contract';
import { Checkbox, Form, Input, Modal, Space, TreeSelect, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { accountContacts } from '../../../lib/account-contacts';
import { formFieldErrorsOf } from '../../../lib/field-errors';
import { createStaff, createSupplier, type TCreatedAccount } from '../api/create-admin-account';
import { updateAccount } from '../api/update-admin-account';
import { adminMessages } from '../messages';
import { orgTree } from './org-tree';
import { AccountNameFields } from '../../../components/forms/account-name-fields';

const messages = adminMessages.accounts;

type TFormValues = {
  loginName: string;
  displayName: string;
  orgCode?: string;
  roles?: string[];
  supplierCode?: string;
  mobile?: string;
  email?: string;
};

/** What the dialog does: create a staff or supplier main account, or edit one. */
export type TAccountDialogMode = { create: 'staff' | 'supplier' } | { edit: TAdminAccount };

type TAdminAccountDialogProps = {
  mode: TAccountDialogMode;
  options: TAccountOptions;
  onClose: () => void;
  onSaved: (created: TCreatedAccount | null) => void;
};

/** 新建 / 修改 an account: name and contacts; org (its level follows) and roles for staff; supplier code for suppliers. */
export function AdminAccountDialog({ mode, options, onClose, onSaved }: TAdminAccountDialogProps) {
  const [form] = Form.useForm<TFormValues>();
  const [saving, setSaving] = useState(false);
  const editing = 'edit' in mode ? mode.edit : null;
  const kind = editing
    ? editing.kind === 'staff'
      ? 'staff'
      : 'supplier'
    : 'create' in mode
      ? mode.create
      : 'staff';
  // A disabled unit takes no new accounts: offered only as the unit an edited account already has.
  const tree = useMemo(
    () =>
      orgTree(
        options.orgs.filter(
          (candidate) =>
            candidate.enabled || (editing?.kind === 'staff' && candidate.orgCode === editing.corpCode),
        ),
      ),
    [options.orgs, editing],
  );
  const orgCode = Form.useWatch('orgCode', form);
  const org = options.orgs.find((candidate) => candidate.orgCode === orgCode);
  const level = org ? STAFF_ORG_LEVEL_OF[org.orgLevel] : null;

  useEffect(() => {
    form.resetFields();
    if (editing) {
      form.setFieldsValue({
        ...accountContacts(editing),
        ...(editing.kind === 'staff'
          ? { orgCode: editing.corpCode, roles: editing.roles.map((role) => role.role) }
          : {}),
      });
    }
  }, [editing, form]);

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      const contacts = accountContacts(values);
      if (editing) {
        await updateAccount({
          id: editing.id,
          ...contacts,
          ...(kind === 'staff' ? { orgCode: values.orgCode, roles: values.roles } : {}),
        });
        onSaved(null);
      } else if (kind === 'staff') {
        onSaved(
          await createStaff({
            ...contacts,
            loginName: values.loginName,
            orgCode: values.orgCode ?? '',
            roles: values.roles ?? [],
          }),
        );
      } else {
        onSaved(
          await createSupplier({
            ...contacts,
            loginName: values.loginName,
            supplierCode: values.supplierCode ?? '',
          }),
        );
      }
    } catch (error) {
      form.setFields(formFieldErrorsOf(error));
    } finally {
      setSaving(false);
    }
  };

  const title = editing
    ? messages.editTitle(editing.loginName)
    : kind === 'staff'
      ? messages.createStaffTitle
      : messages.createSupplierTitle;

  return (
    <Modal
      open
      title={title}
      okText={messages.save}
      cancelText={messages.cancel}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      {/* Named: its field ids must not repeat the filter form's (orgCode), or the labels name nothing. */}
      <Form form={form} name="adminAccount" layout="vertical" requiredMark>
        <AccountNameFields creating={!editing} />
        {kind === 'staff' ? (
          <>
            <Form.Item
              name="orgCode"
              label={messages.fields.org}
              rules={[{ required: true, message: messages.orgRequired }]}
            >
              <TreeSelect
                showSearch
                treeNodeFilterProp="title"
                treeData={tree}
                treeDefaultExpandAll={tree.length < 3}
              />
            </Form.Item>
            <Form.Item label={messages.fields.orgLevel} extra={messages.orgLevelHint}>
              <Typography.Text>
                {level ? `${level}（${STAFF_ORG_LEVEL_LABELS[level]}）` : '—'}
              </Typography.Text>
            </Form.Item>
            <Form.Item
              name="roles"
              label={messages.fields.roles}
              rules={[{ required: true, type: 'array', min: 1, message: messages.rolesRequired }]}
            >
              <Checkbox.Group>
                <Space direction="vertical">
                  {options.roles.map((role) => {
                    // A role the administrator cannot give can still be kept, never added or taken away.
                    const checkbox = (
                      <Checkbox value={role.role} disabled={!role.grantable}>
                        {role.roleName}（{role.role}）
                      </Checkbox>
                    );
                    return (
                      <span key={role.role}>
                        {checkbox}
                        {role.refusal === null ? null : (
                          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                            {role.refusal}
                          </Typography.Text>
                        )}
                      </span>
                    );
                  })}
                </Space>
              </Checkbox.Group>
            </Form.Item>
          </>
        ) : editing ? null : (
          <Form.Item
            name="supplierCode"
            label={messages.fields.supplierCode}
            rules={[{ required: true, whitespace: true, message: messages.supplierCodeRequired }]}
          >
            <Input maxLength={32} placeholder="SUP100001" />
          </Form.Item>
        )}
        <Form.Item name="mobile" label={messages.fields.mobile}>
          <Input maxLength={11} inputMode="numeric" />
        </Form.Item>
        <Form.Item name="email" label={messages.fields.email}>
          <Input maxLength={120} type="email" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
