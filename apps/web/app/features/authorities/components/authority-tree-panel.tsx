import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { TAdminAuthority } from '@supportal/contract';
import {
  App,
  Button,
  Empty,
  Popconfirm,
  Space,
  Tag,
  Tooltip,
  Tree,
  Typography,
  type TreeDataNode,
} from 'antd';
import { useMemo, useState } from 'react';
import { deleteAuthorityRecord } from '../api/delete-authority';
import { nestAuthorities, type TAuthorityNode } from '../lib/authority-tree';
import { authorityMessages } from '../messages';
import styles from './authorities.module.css';

const messages = authorityMessages.tree;

type TAuthorityTreePanelProps = {
  authorities: readonly TAdminAuthority[];
  editable: boolean;
  onAdd: (parentCode: string | null) => void;
  onEdit: (authority: TAdminAuthority) => void;
  onChanged: () => void;
};

/** The menu as the workspace nests it: each item with its code, address and order, and its actions. */
export function AuthorityTreePanel({
  authorities,
  editable,
  onAdd,
  onEdit,
  onChanged,
}: TAuthorityTreePanelProps) {
  const { message } = App.useApp();
  const [deleting, setDeleting] = useState<string | null>(null);
  const tree = useMemo(() => nestAuthorities(authorities), [authorities]);
  // Everything open, new items too; only what the administrator folds stays folded.
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const expandedKeys = authorities.map((item) => item.authorityCode).filter((code) => !folded.has(code));

  const remove = async (authority: TAdminAuthority) => {
    setDeleting(authority.authorityCode);
    try {
      await deleteAuthorityRecord(authority.authorityCode);
      void message.success(messages.deleted);
      onChanged();
    } catch {
      // The request layer has shown the server's reason (children left, a permission key).
    } finally {
      setDeleting(null);
    }
  };

  const title = (node: TAuthorityNode) => (
    <div className={styles.treeRow}>
      <Space size={6} wrap className={styles.treeLabel}>
        <Typography.Text strong>{node.authorityName}</Typography.Text>
        <Typography.Text type="secondary" code>
          {node.authorityCode}
        </Typography.Text>
        {node.protected && (
          <Tooltip title={messages.protectedHint}>
            <Tag color="blue">{messages.protected}</Tag>
          </Tooltip>
        )}
        <Typography.Text type="secondary">{messages.sort(node.sort)}</Typography.Text>
        {node.url ? (
          <Typography.Text type="secondary" className={styles.url} ellipsis={{ tooltip: node.url }}>
            {node.url}
          </Typography.Text>
        ) : (
          <Tag>{messages.group}</Tag>
        )}
      </Space>
      {editable && (
        <Space size={0} className={styles.treeActions}>
          <Button
            type="link"
            size="small"
            icon={<EditOutlined />}
            onClick={() => onEdit(node)}
            aria-label={`${messages.edit} ${node.authorityName}`}
          >
            {messages.edit}
          </Button>
          <Button
            type="link"
            size="small"
            icon={<PlusOutlined />}
            onClick={() => onAdd(node.authorityCode)}
            aria-label={`${messages.addChild} ${node.authorityName}`}
          >
            {messages.addChild}
          </Button>
          {!node.protected && (
            <Popconfirm
              title={messages.deleteConfirm(node.authorityName)}
              onConfirm={() => remove(node)}
              okButtonProps={{ danger: true }}
            >
              <Button
                type="link"
                size="small"
                danger
                icon={<DeleteOutlined />}
                loading={deleting === node.authorityCode}
                aria-label={`${messages.delete} ${node.authorityName}`}
              >
                {messages.delete}
              </Button>
            </Popconfirm>
          )}
        </Space>
      )}
    </div>
  );

  const toData = (node: TAuthorityNode): TreeDataNode => ({
    key: node.authorityCode,
    title: title(node),
    children: node.children.map(toData),
  });

  return (
    <section aria-label={messages.caption}>
      {editable && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => onAdd(null)} className={styles.addRoot}>
          {messages.addRoot}
        </Button>
      )}
      {tree.length === 0 ? (
        <Empty description={messages.empty} />
      ) : (
        <Tree
          blockNode
          selectable={false}
          showLine
          expandedKeys={expandedKeys}
          onExpand={(_keys, { node, expanded }) => {
            const next = new Set(folded);
            if (expanded) next.delete(String(node.key));
            else next.add(String(node.key));
            setFolded(next);
          }}
          treeData={tree.map(toData)}
          className={styles.tree}
        />
      )}
    </section>
  );
}
