import type { TAdminAccount } from '@supportal/contract';
import { PlusOutlined, ShopOutlined } from '@ant-design/icons';
import { App, Button, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMenuTrail } from '../../components/access/permission-gate';
import { listFilterOf } from '../../components/list-page/list-address';
import { usePagedList } from '../../components/list-page/use-paged-list';
import { PageSection } from '../../components/page/page-section';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { useAccountOptions } from '../../features/admin/api/query-account-options';
import { loadAdminAccountPage, type TAdminAccountPage } from '../../features/admin/api/query-admin-accounts';
import { resetAccountPassword } from '../../features/admin/api/reset-admin-account-password';
import { setAccountEnabled } from '../../features/admin/api/set-admin-account-enabled';
import { unlockAccount } from '../../features/admin/api/unlock-admin-account';
import {
  AdminAccountDialog,
  type TAccountDialogMode,
} from '../../features/admin/components/admin-account-dialog';
import { AdminAccountFilterForm } from '../../features/admin/components/admin-account-filter-form';
import { AdminAccountTable } from '../../features/admin/components/admin-account-table';
import { OrgUnitPanel } from '../../features/admin/components/org-unit-panel';
import { SupplierEntryDialog } from '../../features/admin/components/supplier-entry-dialog';
import { PasswordDialog } from '../../components/password-dialog/password-dialog';
import { parseAdminAccountParams } from '../../features/admin/lib/admin-account-query';
import { adminMessages } from '../../features/admin/messages';
import {
  browserLoaderOf,
  loadPageOrFailure,
  serverLoaderOf,
  type TLoaderCalls,
} from '../../lib/loader-calls';
import type { Route } from './+types/accounts';

const messages = adminMessages.accounts;
const EMPTY_PAGE: TAdminAccountPage = { records: [], total: 0 };

const ORG_TAB = 'orgs';

/** Accounts change under other administrators: always asked anew (not for the 单位 tab, which asks its own). */
const loadAccounts = async (calls: TLoaderCalls, params: URLSearchParams) => {
  const query = parseAdminAccountParams(params);
  if (params.get('tab') === ORG_TAB) return { query, failed: false, ...EMPTY_PAGE };
  const { page, failed } = await loadPageOrFailure(
    loadAdminAccountPage(calls.fresh, query),
    'accounts',
    EMPTY_PAGE,
  );
  return { query, failed, ...page };
};

export const loader = serverLoaderOf(loadAccounts);

export const clientLoader = browserLoaderOf(loadAccounts);

export const meta: Route.MetaFunction = () => [{ title: pageTitle(messages.pageTitle) }];

/** 账号管理 (系统管理): staff and supplier main accounts within the administrator's scope; its 单位 tab, the units. */
export default function AccountsAdminPage({ loaderData }: Route.ComponentProps) {
  const { query } = loaderData;
  const list = usePagedList(loaderData, paths.adminAccounts.getHref);
  const trail = useMenuTrail(messages.pageTitle);
  const { modal, message } = App.useApp();
  const options = useAccountOptions();
  const [dialog, setDialog] = useState<TAccountDialogMode | null>(null);
  const [enteringSupplier, setEnteringSupplier] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === ORG_TAB ? ORG_TAB : 'accounts';
  const [password, setPassword] = useState<{ loginName: string; password: string } | null>(null);

  const confirm = (title: string, okText: string, danger: boolean, action: () => Promise<void>) =>
    modal.confirm({
      title,
      okText,
      okButtonProps: danger ? { danger: true } : {},
      cancelText: messages.cancel,
      onOk: action,
    });

  const toggle = (account: TAdminAccount) =>
    confirm(
      account.enabled
        ? messages.disableConfirm(account.loginName)
        : messages.enableConfirm(account.loginName),
      account.enabled ? messages.disable : messages.enable,
      account.enabled,
      async () => {
        await setAccountEnabled(account.id, !account.enabled);
        void message.success(messages.saved);
        list.retry();
      },
    );

  const reset = (account: TAdminAccount) =>
    confirm(messages.resetConfirm(account.loginName), messages.resetPassword, false, async () => {
      setPassword({ loginName: account.loginName, password: await resetAccountPassword(account.id) });
    });

  const unlock = (account: TAdminAccount) =>
    confirm(messages.unlockConfirm(account.loginName), messages.unlock, false, async () => {
      await unlockAccount(account.id);
      void message.success(messages.unlocked);
      list.retry();
    });

  const accountsTab = (
    <>
      <Typography.Paragraph type="secondary">{messages.intro}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={!options.data}
          onClick={() => setDialog({ create: 'staff' })}
        >
          {messages.createStaff}
        </Button>
        {options.data?.createSuppliers ? (
          <Button icon={<ShopOutlined />} onClick={() => setEnteringSupplier(true)}>
            {adminMessages.supplierEntry.open}
          </Button>
        ) : null}
        {options.data?.manageSuppliers ? (
          <Button icon={<PlusOutlined />} onClick={() => setDialog({ create: 'supplier' })}>
            {messages.createSupplier}
          </Button>
        ) : null}
      </Space>
      <AdminAccountFilterForm
        filter={listFilterOf(query)}
        orgs={options.data?.orgs ?? []}
        onSearch={list.search}
        onReset={list.reset}
      />
      <AdminAccountTable
        {...list.table}
        onEdit={(account) => setDialog({ edit: account })}
        onToggle={toggle}
        onReset={reset}
        onUnlock={unlock}
      />
    </>
  );

  return (
    <PageSection title={messages.pageTitle} trail={trail}>
      <Tabs
        activeKey={tab}
        onChange={(next) =>
          setSearchParams(
            new URL(
              paths.adminAccounts.getHref(next === ORG_TAB ? { tab: ORG_TAB } : {}),
              'http://portal.local',
            ).searchParams,
          )
        }
        items={[
          { key: 'accounts', label: messages.tab, children: accountsTab },
          {
            key: ORG_TAB,
            label: adminMessages.orgUnits.tab,
            // The account form's unit choice and the filter follow the units at once.
            children: <OrgUnitPanel onChanged={() => void options.refetch()} />,
          },
        ]}
      />
      {dialog && options.data ? (
        <AdminAccountDialog
          mode={dialog}
          options={options.data}
          onClose={() => setDialog(null)}
          onSaved={(created) => {
            setDialog(null);
            if (created) {
              setPassword({ loginName: created.account.loginName, password: created.initialPassword });
            } else {
              void message.success(messages.saved);
            }
            list.retry();
          }}
        />
      ) : null}
      {enteringSupplier ? (
        <SupplierEntryDialog
          onClose={() => setEnteringSupplier(false)}
          onCreated={(created, supplierName) => {
            setEnteringSupplier(false);
            void message.success(adminMessages.supplierEntry.created(supplierName));
            setPassword({ loginName: created.account.loginName, password: created.initialPassword });
            list.retry();
          }}
        />
      ) : null}
      {password ? <PasswordDialog shown={password} onClose={() => setPassword(null)} /> : null}
    </PageSection>
  );
}
