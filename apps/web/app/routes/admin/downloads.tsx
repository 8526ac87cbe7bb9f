import { PlusOutlined } from '@ant-design/icons';
import type { TAdminDownloadZoneEntry } from '@supportal/contract';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useMenuTrail } from '../../components/access/permission-gate';
import { PageSection } from '../../components/page/page-section';
import { ButtonLink } from '../../components/widgets/button-link';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import {
  loadDownloadZoneEntries,
  updateDownloadZoneRecord,
} from '../../features/admin/api/download-zone-entries';
import { loadAdminScope } from '../../features/admin/api/get-admin-scope';
import { useEntryDialog } from '../../features/admin/hooks/use-entry-dialog';
import { DownloadEntryDialog } from '../../features/admin/components/download-entry-dialog';
import { DownloadEntryTable } from '../../features/admin/components/download-entry-table';
import { adminMessages } from '../../features/admin/messages';
import {
  browserLoaderOf,
  loadPageOrFailure,
  serverLoaderOf,
  type TLoaderCalls,
} from '../../lib/loader-calls';
import { useListPage } from '../../lib/use-list-page';
import type { Route } from './+types/downloads';

const messages = adminMessages.downloads;

const loadDownloads = async (calls: TLoaderCalls) => {
  const [{ page, failed }, scope] = await Promise.all([
    loadPageOrFailure<TAdminDownloadZoneEntry[]>(loadDownloadZoneEntries(calls.fresh), 'download zone', []),
    loadAdminScope(calls.fresh),
  ]);
  return { entries: page, failed, scope };
};

export const loader = serverLoaderOf(loadDownloads);

export const clientLoader = browserLoaderOf(loadDownloads);

export const meta: Route.MetaFunction = () => [{ title: pageTitle(messages.pageTitle) }];

/** 下载专区管理 (系统管理): upload, order, visibility and state of the files on /downMore. */
export default function DownloadsAdminPage({ loaderData }: Route.ComponentProps) {
  const { entries, failed, scope } = loaderData;
  const { loading, retry } = useListPage();
  const trail = useMenuTrail(messages.pageTitle);
  const entryDialog = useEntryDialog(entries, retry);
  const [switchingId, setSwitchingId] = useState<string | null>(null);

  const toggle = async (entry: TAdminDownloadZoneEntry) => {
    setSwitchingId(entry.id);
    try {
      await updateDownloadZoneRecord({ ...entry, enabled: !entry.enabled });
      retry();
    } catch {
      // The request layer has shown why.
    } finally {
      setSwitchingId(null);
    }
  };

  return (
    <PageSection title={messages.pageTitle} trail={trail}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => entryDialog.open('new')}>
          {messages.add}
        </Button>
        <ButtonLink to={paths.workspaceDownloads.getHref()}>{messages.viewPublic}</ButtonLink>
        {!scope.national && scope.orgName && (
          <Typography.Text type="secondary">{messages.ownHint(scope.orgName)}</Typography.Text>
        )}
      </Space>
      <DownloadEntryTable
        entries={entries}
        loading={loading}
        failed={failed}
        switchingId={switchingId}
        onRetry={retry}
        onEdit={entryDialog.open}
        onToggle={(entry) => void toggle(entry)}
      />
      {entryDialog.dialog && <DownloadEntryDialog {...entryDialog.dialog} />}
    </PageSection>
  );
}
