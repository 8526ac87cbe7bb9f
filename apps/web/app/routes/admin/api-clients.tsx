import { PlusOutlined } from '@ant-design/icons';
import type { TApiClient, TApiClientWithCredential } from '@supportal/contract';
import { Alert, App, Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useMenuTrail } from '../../components/access/permission-gate';
import { PageSection } from '../../components/page/page-section';
import { pageTitle } from '../../config/site';
import {
  loadApiClients,
  revokeApiClientRecord,
  rotateApiClientRecord,
  type TApiClientList,
} from '../../features/api-clients/api/api-clients';
import { ApiClientCredentialDialog } from '../../features/api-clients/components/api-client-credential-dialog';
import { ApiClientIssueDialog } from '../../features/api-clients/components/api-client-issue-dialog';
import { ApiClientTable } from '../../features/api-clients/components/api-client-table';
import { apiClientMessages as messages } from '../../features/api-clients/messages';
import {
  browserLoaderOf,
  loadPageOrFailure,
  serverLoaderOf,
  type TLoaderCalls,
} from '../../lib/loader-calls';
import { useListPage } from '../../lib/use-list-page';
import type { Route } from './+types/api-clients';

const loadClients = async (calls: TLoaderCalls) => {
  const { page, failed } = await loadPageOrFailure<TApiClientList>(
    loadApiClients(calls.fresh),
    'api clients',
    {
      clients: [],
      units: [],
      issueRefusal: null,
      publishDirectlyRefusal: null,
    },
  );
  return { ...page, failed };
};

export const loader = serverLoaderOf(loadClients);

export const clientLoader = browserLoaderOf(loadClients);

export const meta: Route.MetaFunction = () => [{ title: pageTitle(messages.pageTitle) }];

/** 接口客户端 (系统管理): credentials of the publishing API — issue, rotate, revoke, last use. */
export default function ApiClientsAdminPage({ loaderData }: Route.ComponentProps) {
  const { clients, units, issueRefusal, publishDirectlyRefusal, failed } = loaderData;
  const { loading, retry } = useListPage();
  const trail = useMenuTrail(messages.pageTitle);
  const { message } = App.useApp();
  const [issuing, setIssuing] = useState(false);
  const [shown, setShown] = useState<TApiClientWithCredential | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const act = async (client: TApiClient, action: 'rotate' | 'revoke') => {
    setBusyId(client.id);
    try {
      if (action === 'rotate') setShown(await rotateApiClientRecord(client.id));
      else {
        await revokeApiClientRecord(client.id);
        void message.success(messages.revoked);
      }
      retry();
    } catch {
      // The request layer has shown why.
    } finally {
      setBusyId(null);
    }
  };

  return (
    <PageSection title={messages.pageTitle} trail={trail}>
      <Alert type="info" showIcon title={messages.intro} style={{ marginBottom: 16 }} />
      <Space wrap style={{ marginBottom: 16 }}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={issueRefusal !== null}
          onClick={() => setIssuing(true)}
        >
          {messages.issue}
        </Button>
        {issueRefusal && <Typography.Text type="secondary">{issueRefusal}</Typography.Text>}
      </Space>
      <ApiClientTable
        clients={clients}
        loading={loading}
        failed={failed}
        busyId={busyId}
        rotateRefusal={(client) => issueRefusal ?? (client.publishDirectly ? publishDirectlyRefusal : null)}
        onRetry={retry}
        onRotate={(client) => void act(client, 'rotate')}
        onRevoke={(client) => void act(client, 'revoke')}
      />
      {issuing && (
        <ApiClientIssueDialog
          units={units}
          publishDirectlyRefusal={publishDirectlyRefusal}
          onClose={() => setIssuing(false)}
          onIssued={(issued) => {
            setIssuing(false);
            setShown(issued);
            retry();
          }}
        />
      )}
      {shown && <ApiClientCredentialDialog issued={shown} onClose={() => setShown(null)} />}
    </PageSection>
  );
}
