import type { TAdminOrg } from '@supportal/contract';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { LoadFailed } from '../../../components/widgets/load-failed';
import { useAdminOrgs } from '../api/query-admin-orgs';
import { setOrgUnitEnabled } from '../api/set-org-enabled';
import { adminMessages } from '../messages';
import { OrgImportDialog } from './org-import-dialog';
import { OrgUnitDialog, type TOrgUnitDialogMode } from './org-unit-dialog';
import styles from '../../../components/page/admin-list.module.css';

const messages = adminMessages.orgUnits;

type TOrgRow = TAdminOrg & { children?: TOrgRow[] };

/** The units nested by parent; a unit whose parent is outside the scope is a root. */
const nestedRows = (orgs: readonly TAdminOrg[]): TOrgRow[] => {
  const codes = new Set(orgs.map((org) => org.orgCode));
  const childrenOf = (parent: string | null): TOrgRow[] =>
    orgs
      .filter((org) =>
        parent === null ? org.parentCode === null || !codes.has(org.parentCode) : org.parentCode === parent,
      )
      .map((org) => {
        const children = childrenOf(org.orgCode);
        return children.length > 0 ? { ...org, children } : org;
      });
  return childrenOf(null);
};

/**
 * 单位 (账号管理): the units of the administrator's scope with what it may do to each — the top unit
 * and its own unit are shown without the actions the server would refuse. `onChanged` refreshes what
 * other parts of the page hold (the account form's unit choice).
 */
export function OrgUnitPanel({ onChanged }: { onChanged: () => void }) {
  const { modal, message } = App.useApp();
  const orgs = useAdminOrgs();
  const [dialog, setDialog] = useState<TOrgUnitDialogMode | null>(null);
  const [importing, setImporting] = useState(false);
  const tree = orgs.data;
  const rows = useMemo(() => nestedRows(tree?.orgs ?? []), [tree]);
  const ownCode = tree?.orgs[0]?.orgCode;
  // The top units open, their cities folded (a whole country of units is a page of thousands of
  // pixels); a unit just created or moved opens its parent, so it is seen where it went.
  const [opened, setOpened] = useState<readonly string[] | null>(null);
  const expandedRowKeys = opened ?? rows.map((row) => row.orgCode);
  const provinces = (tree?.orgs ?? []).filter((org) => org.orgLevel === '2' && org.enabled);

  const changed = () => {
    void orgs.refetch();
    onChanged();
  };

  const toggle = (org: TAdminOrg) =>
    modal.confirm({
      title: org.enabled ? messages.disableConfirm(org.orgName) : messages.enableConfirm(org.orgName),
      okText: org.enabled ? messages.disable : messages.enable,
      okButtonProps: org.enabled ? { danger: true } : {},
      cancelText: messages.cancel,
      onOk: async () => {
        await setOrgUnitEnabled(org.orgCode, !org.enabled);
        void message.success(messages.saved);
        changed();
      },
    });

  const columns: TableColumnsType<TOrgRow> = [
    { key: 'name', dataIndex: 'orgName', title: messages.columns.name },
    {
      key: 'code',
      dataIndex: 'orgCode',
      title: messages.columns.code,
      width: 120,
      className: styles.identifier,
    },
    {
      key: 'level',
      title: messages.columns.level,
      width: 70,
      render: (_, org) => messages.levels[org.orgLevel] ?? org.orgLevel,
    },
    {
      key: 'area',
      title: messages.columns.area,
      width: 150,
      render: (_, org) => (org.areaName ? `${org.areaName}（${org.provAdmCode}）` : '—'),
    },
    { key: 'staff', dataIndex: 'staffCount', title: messages.columns.staff, width: 90 },
    {
      key: 'status',
      title: messages.columns.status,
      width: 80,
      render: (_, org) =>
        org.enabled ? <Tag color="green">{messages.enabled}</Tag> : <Tag>{messages.disabled}</Tag>,
    },
    {
      key: 'actions',
      title: messages.columns.actions,
      width: 170,
      render: (_, org) =>
        org.orgLevel === '1' ? null : (
          <Space size={0} wrap>
            <Button
              type="link"
              size="small"
              onClick={() => setDialog({ rename: org })}
              aria-label={`${messages.rename} ${org.orgName}`}
            >
              {messages.rename}
            </Button>
            {org.orgLevel === '3' && provinces.some((province) => province.orgCode !== org.parentCode) ? (
              <Button
                type="link"
                size="small"
                onClick={() => setDialog({ move: org })}
                aria-label={`${messages.move} ${org.orgName}`}
              >
                {messages.move}
              </Button>
            ) : null}
            {org.orgCode === ownCode ? null : (
              <Button
                type="link"
                size="small"
                danger={org.enabled}
                onClick={() => toggle(org)}
                aria-label={`${org.enabled ? messages.disable : messages.enable} ${org.orgName}`}
              >
                {org.enabled ? messages.disable : messages.enable}
              </Button>
            )}
          </Space>
        ),
    },
  ];

  return (
    <>
      <Typography.Paragraph type="secondary">{messages.intro}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={!tree}
          onClick={() => setDialog({ create: true })}
        >
          {messages.create}
        </Button>
        <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
          {adminMessages.orgImport.open}
        </Button>
      </Space>
      {orgs.isError ? <LoadFailed onRetry={() => void orgs.refetch()} retrying={orgs.isFetching} /> : null}
      <Table<TOrgRow>
        rowKey="orgCode"
        size="middle"
        aria-label={messages.tableCaption}
        columns={columns}
        dataSource={rows}
        loading={orgs.isLoading}
        pagination={false}
        scroll={{ x: 860 }}
        expandable={{ expandedRowKeys, onExpandedRowsChange: (keys) => setOpened(keys.map(String)) }}
        locale={{ emptyText: messages.empty }}
      />
      {dialog && tree ? (
        <OrgUnitDialog
          mode={dialog}
          tree={tree}
          onClose={() => setDialog(null)}
          onSaved={(org) => {
            setDialog(null);
            if (org.parentCode) setOpened([...new Set([...expandedRowKeys, org.parentCode])]);
            void message.success('create' in dialog ? messages.created(org.orgName) : messages.saved);
            changed();
          }}
        />
      ) : null}
      {importing ? (
        <OrgImportDialog
          onClose={() => setImporting(false)}
          onImported={(report) => {
            setImporting(false);
            void message.success(adminMessages.orgImport.imported(report.created, report.updated));
            changed();
          }}
        />
      ) : null}
    </>
  );
}
