import type { TAdminAuthority, TRoleGrants } from '@supportal/contract';
import { App, Button, Menu, Popconfirm, Space, Tag, Tree, Typography, type TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';
import { restoreRoleGrantsRecord } from '../api/restore-role-grants';
import { setRoleGrantsRecord } from '../api/set-role-grants';
import { nestAuthorities, toggleGrant, type TAuthorityNode } from '../lib/authority-tree';
import { authorityMessages } from '../messages';
import styles from './authorities.module.css';

const messages = authorityMessages.roles;

type TRoleGrantsPanelProps = {
  authorities: readonly TAdminAuthority[];
  roles: readonly TRoleGrants[];
  grantable: readonly string[];
  editable: boolean;
  role: string;
  onRoleChange: (role: string) => void;
  onSaved: () => void;
};

/** One role at a time: its authorities as a checkable tree, saved together. */
export function RoleGrantsPanel(props: TRoleGrantsPanelProps) {
  const { authorities, roles, grantable, editable, role, onRoleChange, onSaved } = props;
  const { message } = App.useApp();
  const selected = roles.find((item) => item.role === role) ?? roles[0];
  const saved = useMemo(() => new Set(selected?.authorityCodes ?? []), [selected]);
  const [draft, setDraft] = useState<{ role: string; codes: Set<string> } | null>(null);
  const [saving, setSaving] = useState(false);
  const held = draft && draft.role === selected?.role ? draft.codes : saved;
  const canGrant = useMemo(() => new Set(grantable), [grantable]);
  const changed = held.size !== saved.size || [...held].some((code) => !saved.has(code));

  const toData = (node: TAuthorityNode): TreeDataNode => ({
    key: node.authorityCode,
    title: (
      <Space size={6} wrap>
        <span>{node.authorityName}</span>
        <Typography.Text type="secondary" code>
          {node.authorityCode}
        </Typography.Text>
      </Space>
    ),
    // Taking away is always allowed; adding only what the administrator may grant.
    disableCheckbox: !editable || (!held.has(node.authorityCode) && !canGrant.has(node.authorityCode)),
    children: node.children.map(toData),
  });
  const treeData = useMemo(() => nestAuthorities(authorities), [authorities]);

  /** Saves the draft, or restores the shipped grants; either way the role is read again. */
  const write = async (change: (role: string) => Promise<unknown>, done: string) => {
    if (!selected) return;
    setSaving(true);
    try {
      await change(selected.role);
      void message.success(done);
      setDraft(null);
      onSaved();
    } catch {
      // The request layer has shown the server's reason (not held, lock-out, not 总部).
    } finally {
      setSaving(false);
    }
  };
  const save = () => write((role) => setRoleGrantsRecord(role, [...held]), messages.saved);
  const restore = () => write(restoreRoleGrantsRecord, messages.restored);

  return (
    <div className={styles.roles}>
      <nav className={styles.roleList} aria-label={messages.caption}>
        <Menu
          mode="inline"
          selectedKeys={selected ? [selected.role] : []}
          onClick={({ key }) => {
            setDraft(null);
            onRoleChange(key);
          }}
          items={roles.map((item) => ({
            key: item.role,
            label: (
              <Space size={6}>
                <span>{item.roleName}</span>
                <Tag>{item.authorityCodes.length}</Tag>
              </Space>
            ),
          }))}
        />
      </nav>
      {selected && (
        <section className={styles.roleTree} aria-label={`${selected.roleName}（${selected.role}）`}>
          <div className={styles.roleToolbar}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {selected.roleName}（{selected.role}）· {messages.held(held.size)}
            </Typography.Title>
            {editable && <Typography.Text type="secondary">{messages.hint}</Typography.Text>}
            {editable && (
              <Space>
                <Button type="primary" disabled={!changed} loading={saving} onClick={() => void save()}>
                  {messages.save}
                </Button>
                <Button disabled={!changed || saving} onClick={() => setDraft(null)}>
                  {messages.reset}
                </Button>
                <Popconfirm
                  title={messages.restoreConfirm(selected.roleName)}
                  onConfirm={() => restore()}
                  okText={messages.restore}
                >
                  <Button disabled={saving}>{messages.restore}</Button>
                </Popconfirm>
              </Space>
            )}
          </div>
          <Tree
            checkable
            checkStrictly
            defaultExpandAll
            selectable={false}
            checkedKeys={{ checked: [...held], halfChecked: [] }}
            onCheck={(_keys, { node, checked }) =>
              setDraft({
                role: selected.role,
                codes: toggleGrant(authorities, held, String(node.key), checked, canGrant),
              })
            }
            treeData={treeData.map(toData)}
          />
        </section>
      )}
    </div>
  );
}
