import {
  ADMIN_ACCOUNT_KINDS,
  STAFF_ORG_LEVEL_LABELS,
  type TAdminAccount,
  type TStaffOrgLevel,
} from '@supportal/contract';
import { Button, Space, Tag, type TableColumnsType } from 'antd';
import { ListTable, type TPagedRowsProps } from '../../../components/list-page/list-table';
import { adminMessages } from '../messages';
import styles from '../../../components/page/admin-list.module.css';

const messages = adminMessages.accounts;

type TAdminAccountTableProps = TPagedRowsProps<TAdminAccount> & {
  onEdit: (account: TAdminAccount) => void;
  onToggle: (account: TAdminAccount) => void;
  onReset: (account: TAdminAccount) => void;
  onUnlock: (account: TAdminAccount) => void;
};

const statusTags = (account: TAdminAccount) => (
  <Space size={4} wrap>
    {account.enabled ? <Tag color="green">{messages.enabled}</Tag> : <Tag>{messages.disabled}</Tag>}
    {account.locked ? <Tag color="red">{messages.locked}</Tag> : null}
  </Space>
);

/** The accounts in scope; sub-accounts are shown without actions (their main account manages them). */
export function AdminAccountTable(props: TAdminAccountTableProps) {
  const { records, total, current, size, loading, failed, onRetry, onPageChange } = props;
  const columns: TableColumnsType<TAdminAccount> = [
    {
      key: 'loginName',
      dataIndex: 'loginName',
      title: messages.columns.loginName,
      // Wide enough for the usual login names on one line (they read as one word, never split); the
      // narrower columns beside it leave 单位 and 角色 their share of the table.
      width: 140,
      className: styles.identifier,
    },
    { key: 'displayName', dataIndex: 'displayName', title: messages.columns.displayName, width: 80 },
    {
      key: 'kind',
      title: messages.columns.kind,
      width: 100,
      render: (_, account) => ADMIN_ACCOUNT_KINDS[account.kind],
    },
    { key: 'corp', dataIndex: 'corpName', title: messages.columns.corp, className: styles.breakAll },
    {
      key: 'orgLevel',
      title: messages.columns.orgLevel,
      width: 60,
      render: (_, account) =>
        account.orgLevel
          ? (STAFF_ORG_LEVEL_LABELS[account.orgLevel as TStaffOrgLevel] ?? account.orgLevel)
          : '—',
    },
    {
      key: 'roles',
      title: messages.columns.roles,
      render: (_, account) => account.roles.map((role) => role.roleName).join('、'),
    },
    {
      key: 'contact',
      title: messages.columns.contact,
      // Wide enough for a company address on one line; the mobile goes above it.
      width: 210,
      className: styles.breakAll,
      render: (_, account) =>
        account.mobile || account.email ? (
          <Space orientation="vertical" size={0}>
            {account.mobile ? <span>{account.mobile}</span> : null}
            {account.email ? <span>{account.email}</span> : null}
          </Space>
        ) : (
          '—'
        ),
    },
    {
      key: 'status',
      title: messages.columns.status,
      width: 80,
      render: (_, account) => statusTags(account),
    },
    { key: 'createdAt', dataIndex: 'createdAt', title: messages.columns.createdAt, width: 160 },
    {
      key: 'actions',
      title: messages.columns.actions,
      width: 210,
      fixed: 'right',
      render: (_, account) =>
        account.manageable ? (
          <Space size={0} wrap>
            <Button
              type="link"
              size="small"
              onClick={() => props.onEdit(account)}
              aria-label={`${messages.edit} ${account.loginName}`}
            >
              {messages.edit}
            </Button>
            <Button
              type="link"
              size="small"
              danger={account.enabled}
              onClick={() => props.onToggle(account)}
              aria-label={`${account.enabled ? messages.disable : messages.enable} ${account.loginName}`}
            >
              {account.enabled ? messages.disable : messages.enable}
            </Button>
            <Button
              type="link"
              size="small"
              onClick={() => props.onReset(account)}
              aria-label={`${messages.resetPassword} ${account.loginName}`}
            >
              {messages.resetPassword}
            </Button>
            {/* Always offered: a wait after a few wrong passwords starts before a lockout is recorded. */}
            <Button
              type="link"
              size="small"
              onClick={() => props.onUnlock(account)}
              aria-label={`${messages.unlock} ${account.loginName}`}
            >
              {messages.unlock}
            </Button>
          </Space>
        ) : (
          <Tag>{messages.readOnly}</Tag>
        ),
    },
  ];
  return (
    <ListTable<TAdminAccount>
      rowKey="id"
      size="middle"
      columns={columns}
      rows={records}
      loading={loading}
      failed={failed}
      onRetry={onRetry}
      scroll={{ x: 1260 }}
      aria-label={messages.tableCaption}
      locale={{ emptyText: messages.empty }}
      pagination={{
        current,
        pageSize: size,
        total,
        showSizeChanger: true,
        showTotal: messages.total,
        onChange: onPageChange,
      }}
    />
  );
}
