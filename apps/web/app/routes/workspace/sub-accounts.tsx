import { querySubAccounts, type TSubAccount } from '@supportal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useMenuTrail } from '../../components/access/permission-gate';
import { ListTable } from '../../components/list-page/list-table';
import { PageSection } from '../../components/page/page-section';
import { pageTitle } from '../../config/site';
import { useGrantableMenu } from '../../features/supplier-accounts/api/query-grantable-menu';
import { useSubAccounts } from '../../features/supplier-accounts/api/query-sub-accounts';
import { resetSubAccountPassword } from '../../features/supplier-accounts/api/reset-sub-account-password';
import { setSubAccountEnabled } from '../../features/supplier-accounts/api/set-sub-account-enabled';
import { PasswordDialog } from '../../components/password-dialog/password-dialog';
import { SubAccountDialog } from '../../features/supplier-accounts/components/sub-account-dialog';
import { subAccountMessages as messages } from '../../features/supplier-accounts/messages';
import { invalidateEndpoints } from '../../lib/endpoint-key';
import type { Route } from './+types/sub-accounts';

export const meta: Route.MetaFunction = () => [{ title: pageTitle(messages.subAccountsTitle) }];

/** 子账号管理: the main account's list of its company's sub-accounts, with create, edit, disable and grants. */
export default function SubAccounts() {
  const trail = useMenuTrail(messages.subAccountsTitle);
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const accounts = useSubAccounts();
  const grantable = useGrantableMenu();
  const [editing, setEditing] = useState<{ account: TSubAccount | null } | null>(null);
  const [password, setPassword] = useState<{ loginName: string; password: string } | null>(null);
  const names = new Map(
    (grantable.data ?? []).map((item) => [item.authorityCode, item.authorityName] as const),
  );
  const groups = new Set((grantable.data ?? []).map((item) => item.parentAuthorityCode).filter(Boolean));

  const refresh = () => invalidateEndpoints(queryClient, querySubAccounts);

  const toggle = (account: TSubAccount) => {
    modal.confirm({
      title: account.enabled
        ? messages.disableConfirm(account.loginName)
        : messages.enableConfirm(account.loginName),
      okText: account.enabled ? messages.disable : messages.enable,
      okButtonProps: account.enabled ? { danger: true } : {},
      cancelText: messages.cancel,
      onOk: async () => {
        await setSubAccountEnabled(account.id, !account.enabled);
        void message.success(messages.saved);
        await refresh();
      },
    });
  };

  const reset = (account: TSubAccount) => {
    modal.confirm({
      title: messages.resetConfirm(account.loginName),
      okText: messages.resetPassword,
      cancelText: messages.cancel,
      onOk: async () => {
        setPassword({ loginName: account.loginName, password: await resetSubAccountPassword(account.id) });
      },
    });
  };

  return (
    <PageSection
      title={messages.subAccountsTitle}
      trail={trail}
      extra={
        <Button type="primary" onClick={() => setEditing({ account: null })} disabled={!grantable.data}>
          {messages.create}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{messages.subAccountsIntro}</Typography.Paragraph>
      <ListTable<TSubAccount>
        rowKey="id"
        rows={accounts.data ?? []}
        loading={accounts.isPending}
        failed={accounts.isError}
        onRetry={() => void accounts.refetch()}
        scroll={{ x: 900 }}
        locale={{ emptyText: messages.empty }}
        columns={[
          { title: messages.columns.loginName, dataIndex: 'loginName', width: 140 },
          { title: messages.columns.displayName, dataIndex: 'displayName', width: 100 },
          {
            title: messages.columns.mobile,
            dataIndex: 'mobile',
            width: 120,
            render: (value) => value ?? '—',
          },
          {
            title: messages.columns.email,
            dataIndex: 'email',
            width: 180,
            render: (value) => value ?? '—',
          },
          {
            title: messages.columns.menus,
            dataIndex: 'authorityCodes',
            render: (codes: string[]) =>
              codes
                .filter((code) => !groups.has(code))
                .map((code) => <Tag key={code}>{names.get(code) ?? code}</Tag>),
          },
          {
            title: messages.columns.status,
            dataIndex: 'enabled',
            width: 90,
            render: (enabled: boolean) =>
              enabled ? <Tag color="green">{messages.enabled}</Tag> : <Tag>{messages.disabled}</Tag>,
          },
          { title: messages.columns.createdAt, dataIndex: 'createdAt', width: 170 },
          {
            title: messages.columns.actions,
            key: 'actions',
            width: 200,
            fixed: 'right',
            render: (_, account) => (
              <Space size={4} wrap>
                <Button
                  size="small"
                  type="link"
                  onClick={() => setEditing({ account })}
                  disabled={!grantable.data}
                >
                  {messages.edit}
                </Button>
                <Button size="small" type="link" danger={account.enabled} onClick={() => toggle(account)}>
                  {account.enabled ? messages.disable : messages.enable}
                </Button>
                <Button size="small" type="link" onClick={() => reset(account)}>
                  {messages.resetPassword}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <SubAccountDialog
        open={editing !== null}
        account={editing?.account ?? null}
        grantable={grantable.data ?? []}
        onClose={() => setEditing(null)}
        onSaved={(created) => {
          setEditing(null);
          if (created)
            setPassword({ loginName: created.account.loginName, password: created.initialPassword });
          else void message.success(messages.saved);
          void refresh();
        }}
      />
      {password ? <PasswordDialog shown={password} onClose={() => setPassword(null)} /> : null}
    </PageSection>
  );
}
