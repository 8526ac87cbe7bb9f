import type { TMenuAuthority, TSubAccount } from '@supportal/contract';
import { Form, Input, Modal, Tree } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { accountContacts } from '../../../lib/account-contacts';
import { formFieldErrorsOf } from '../../../lib/field-errors';
import { createSubAccount, type TCreatedSubAccount } from '../api/create-sub-account';
import { updateSubAccount, type TSubAccountValues } from '../api/update-sub-account';
import { subAccountMessages as messages } from '../messages';
import { AccountNameFields } from '../../../components/forms/account-name-fields';

type TFormValues = TSubAccountValues & { loginName: string };

type TTreeNode = { key: string; title: string; children?: TTreeNode[] };

/** The grantable items nested by parent code, in menu order. */
const menuTree = (items: readonly TMenuAuthority[]): TTreeNode[] => {
  const codes = new Set(items.map((item) => item.authorityCode));
  const sorted = [...items].sort((a, b) => a.sort - b.sort);
  const childrenOf = (parent: string | null): TTreeNode[] =>
    sorted
      .filter((item) =>
        parent === null
          ? item.parentAuthorityCode === null || !codes.has(item.parentAuthorityCode)
          : item.parentAuthorityCode === parent,
      )
      .map((item) => {
        const children = childrenOf(item.authorityCode);
        return {
          key: item.authorityCode,
          title: item.authorityName,
          ...(children.length > 0 ? { children } : {}),
        };
      });
  return childrenOf(null);
};

type TSubAccountDialogProps = {
  /** The account to edit; null creates one. */
  account: TSubAccount | null;
  open: boolean;
  grantable: readonly TMenuAuthority[];
  onClose: () => void;
  onSaved: (created: TCreatedSubAccount | null) => void;
};

/** 新建 / 编辑 a sub-account: name, contacts and the menu items (a tree limited to the main account's). */
export function SubAccountDialog({ account, open, grantable, onClose, onSaved }: TSubAccountDialogProps) {
  const [form] = Form.useForm<TFormValues>();
  const [saving, setSaving] = useState(false);
  const tree = useMemo(() => menuTree(grantable), [grantable]);
  const groups = useMemo(
    () =>
      new Set(
        grantable
          .filter((item) => grantable.some((other) => other.parentAuthorityCode === item.authorityCode))
          .map((item) => item.authorityCode),
      ),
    [grantable],
  );

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (account) {
      form.setFieldsValue({
        ...accountContacts(account),
        // A group is shown checked through its items; only leaves and lone items are kept as checked.
        authorityCodes: account.authorityCodes.filter((code) => !groups.has(code)),
      });
    }
  }, [open, account, form, groups]);

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      const fields: TSubAccountValues = {
        ...accountContacts(values),
        authorityCodes: values.authorityCodes,
      };
      if (account) {
        await updateSubAccount(account.id, fields);
        onSaved(null);
      } else {
        onSaved(await createSubAccount({ ...fields, loginName: values.loginName }));
      }
    } catch (error) {
      form.setFields(formFieldErrorsOf(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={account ? messages.editTitle(account.loginName) : messages.createTitle}
      okText={messages.save}
      cancelText={messages.cancel}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      // Rendered only once opened: a closed dialog forced into its portal is markup the server never
      // sends, so a full load of the page failed to hydrate (React error #418).
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark>
        <AccountNameFields creating={!account} />
        <Form.Item name="mobile" label={messages.fields.mobile}>
          <Input maxLength={11} inputMode="numeric" />
        </Form.Item>
        <Form.Item name="email" label={messages.fields.email}>
          <Input maxLength={120} type="email" />
        </Form.Item>
        <Form.Item
          name="authorityCodes"
          label={messages.fields.menus}
          extra={messages.menusHint}
          valuePropName="checkedKeys"
          trigger="onCheck"
          getValueFromEvent={(checked: string[] | { checked: string[] }) =>
            (Array.isArray(checked) ? checked : checked.checked).filter((code) => !groups.has(code))
          }
          rules={[{ required: true, type: 'array', min: 1, message: messages.menusRequired }]}
        >
          <Tree checkable selectable={false} defaultExpandAll treeData={tree} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
