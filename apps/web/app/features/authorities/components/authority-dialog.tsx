import {
  AUTHORITY_CODE_PATTERN,
  AUTHORITY_NAME_MAX_LENGTH,
  AUTHORITY_SORT_MAX,
  authorityUrlProblem,
  PARTNER_TARGET_MAX_LENGTH,
  type TAdminAuthority,
} from '@supportal/contract';
import { App, Form, Input, InputNumber, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { ModalForm } from '../../../components/list-page/modal-form';
import { createAuthorityRecord } from '../api/create-authority';
import { updateAuthorityRecord } from '../api/update-authority';
import { descendantCodes, nestAuthorities, type TAuthorityNode } from '../lib/authority-tree';
import { authorityMessages } from '../messages';

const messages = authorityMessages.dialog;

type TFormValues = {
  authorityCode: string;
  authorityName: string;
  parentAuthorityCode: string | null;
  url: string;
  sort: number;
};

type TAuthorityDialogProps = {
  authorities: readonly TAdminAuthority[];
  /** The item being changed, or the parent of a new item (null: a top-level item). */
  editing: { kind: 'edit'; authority: TAdminAuthority } | { kind: 'add'; parentCode: string | null };
  onClose: () => void;
  onSaved: () => void;
};

type TParentOption = { value: string; title: string; disabled: boolean; children: TParentOption[] };

/** Adds or changes one menu item; moving is choosing another parent, reordering changing its sort. */
export function AuthorityDialog({ authorities, editing, onClose, onSaved }: TAuthorityDialogProps) {
  const [form] = Form.useForm<TFormValues>();
  const { message } = App.useApp();
  const current = editing.kind === 'edit' ? editing.authority : null;

  // An item cannot move below itself: it and everything below it are not offered as parents.
  const parentOptions = useMemo(() => {
    const excluded = current ? descendantCodes(authorities, current.authorityCode) : new Set<string>();
    if (current) excluded.add(current.authorityCode);
    const toOption = (node: TAuthorityNode): TParentOption => ({
      value: node.authorityCode,
      title: `${node.authorityName}（${node.authorityCode}）`,
      disabled: excluded.has(node.authorityCode),
      children: node.children.map(toOption),
    });
    return nestAuthorities(authorities).map(toOption);
  }, [authorities, current]);

  const nextSort = (parentCode: string | null) =>
    Math.max(
      0,
      ...authorities.filter((item) => item.parentAuthorityCode === parentCode).map((item) => item.sort),
    ) + 1;

  const submit = async (values: TFormValues) => {
    const fields = {
      authorityName: values.authorityName,
      parentAuthorityCode: values.parentAuthorityCode ?? null,
      url: values.url?.trim() ?? '',
      sort: values.sort,
    };
    if (current) {
      await updateAuthorityRecord({
        ...fields,
        authorityCode: current.authorityCode,
        ...(values.authorityCode !== current.authorityCode ? { newAuthorityCode: values.authorityCode } : {}),
      });
    } else {
      await createAuthorityRecord({ ...fields, authorityCode: values.authorityCode });
    }
    void message.success(messages.saved);
    onSaved();
  };

  return (
    <ModalForm<TFormValues>
      title={current ? messages.editTitle : messages.addTitle}
      form={form}
      initialValues={
        current
          ? {
              authorityCode: current.authorityCode,
              authorityName: current.authorityName,
              parentAuthorityCode: current.parentAuthorityCode,
              url: current.url,
              sort: current.sort,
            }
          : {
              authorityCode: '',
              authorityName: '',
              parentAuthorityCode: editing.kind === 'add' ? editing.parentCode : null,
              url: '',
              sort: nextSort(editing.kind === 'add' ? editing.parentCode : null),
            }
      }
      onSubmit={submit}
      onClose={onClose}
      fieldRenames={current ? { newAuthorityCode: 'authorityCode' } : {}}
    >
      <Form.Item
        name="authorityCode"
        label={messages.fields.code}
        extra={current?.protected ? messages.hints.codeProtected : messages.hints.code}
        rules={[
          { required: true, whitespace: true },
          { pattern: AUTHORITY_CODE_PATTERN, message: messages.hints.code },
        ]}
      >
        <Input maxLength={64} disabled={current?.protected ?? false} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="authorityName"
        label={messages.fields.name}
        rules={[{ required: true, whitespace: true }]}
      >
        <Input maxLength={AUTHORITY_NAME_MAX_LENGTH} autoComplete="off" />
      </Form.Item>
      <Form.Item name="parentAuthorityCode" label={messages.fields.parent}>
        <TreeSelect
          allowClear
          treeDefaultExpandAll
          placeholder={messages.placeholders.parent}
          treeData={parentOptions}
          showSearch={{ treeNodeFilterProp: 'title' }}
        />
      </Form.Item>
      <Form.Item
        name="url"
        label={messages.fields.url}
        extra={messages.hints.url}
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              const problem = authorityUrlProblem((value ?? '').trim());
              if (problem) throw new Error(problem);
            },
          },
        ]}
      >
        <Input
          maxLength={PARTNER_TARGET_MAX_LENGTH}
          placeholder={messages.placeholders.url}
          autoComplete="off"
        />
      </Form.Item>
      <Form.Item name="sort" label={messages.fields.sort} extra={messages.hints.sort}>
        <InputNumber min={0} max={AUTHORITY_SORT_MAX} precision={0} />
      </Form.Item>
    </ModalForm>
  );
}
