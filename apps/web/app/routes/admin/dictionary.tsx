import { PlusOutlined } from '@ant-design/icons';
import {
  DICTIONARY_GROUP_NAMES,
  DICTIONARY_GROUPS,
  type TAdminDictionaryEntry,
  type TDictionaryGroup,
} from '@supportal/contract';
import { Alert, Button, Select, Space, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useMenuTrail } from '../../components/access/permission-gate';
import { PageSection } from '../../components/page/page-section';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { loadAdminScope } from '../../features/admin/api/get-admin-scope';
import { loadDictionaryEntries } from '../../features/admin/api/query-dictionary-entries';
import { DictionaryEntryDialog } from '../../features/admin/components/dictionary-entry-dialog';
import { useEntryDialog } from '../../features/admin/hooks/use-entry-dialog';
import { DictionaryTable } from '../../features/admin/components/dictionary-table';
import { adminMessages } from '../../features/admin/messages';
import {
  browserLoaderOf,
  loadPageOrFailure,
  serverLoaderOf,
  type TLoaderCalls,
} from '../../lib/loader-calls';
import { useListPage } from '../../lib/use-list-page';
import type { Route } from './+types/dictionary';

const messages = adminMessages.dictionary;

const groupOf = (params: URLSearchParams): TDictionaryGroup => {
  const asked = params.get('dictType');
  return (
    DICTIONARY_GROUP_NAMES.find((group) => group === asked) ?? DICTIONARY_GROUP_NAMES[0] ?? 'OBP_INTERFACE'
  );
};

const loadDictionary = async (calls: TLoaderCalls, params: URLSearchParams) => {
  const dictType = groupOf(params);
  const [{ page, failed }, scope] = await Promise.all([
    loadPageOrFailure<TAdminDictionaryEntry[]>(
      loadDictionaryEntries(calls.fresh, dictType),
      'dictionary entries',
      [],
    ),
    loadAdminScope(calls.fresh),
  ]);
  return { dictType, entries: page, failed, national: scope.national };
};

export const loader = serverLoaderOf(loadDictionary);

export const clientLoader = browserLoaderOf(loadDictionary);

export const meta: Route.MetaFunction = () => [{ title: pageTitle(messages.pageTitle) }];

const GROUP_OPTIONS = DICTIONARY_GROUP_NAMES.map((group) => ({
  value: group,
  label: `${DICTIONARY_GROUPS[group].description}（${group}）`,
}));

/** 字典管理 (系统管理): the entries of every group, checked per group; changes apply without a deploy. */
export default function DictionaryPage({ loaderData }: Route.ComponentProps) {
  const { dictType, entries, failed, national } = loaderData;
  const [, setSearchParams] = useSearchParams();
  const { loading, retry } = useListPage();
  const trail = useMenuTrail(messages.pageTitle);
  const entryDialog = useEntryDialog(entries, retry);
  const group = DICTIONARY_GROUPS[dictType];
  return (
    <PageSection title={messages.pageTitle} trail={trail}>
      {!national && <Alert type="info" showIcon title={messages.nationalOnly} style={{ marginBottom: 16 }} />}
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <label htmlFor="dictionary-group">{messages.groupsLabel}</label>
          <Select
            id="dictionary-group"
            value={dictType}
            options={GROUP_OPTIONS}
            onChange={(next) =>
              setSearchParams(
                new URL(paths.adminDictionary.getHref(next), 'http://portal.local').searchParams,
              )
            }
            style={{ minWidth: 280 }}
            showSearch={{ optionFilterProp: 'label' }}
          />
          <Typography.Text type="secondary">
            {group.public ? messages.publicGroup : messages.privateGroup}
          </Typography.Text>
        </Space>
        {national && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => entryDialog.open('new')}>
            {messages.add}
          </Button>
        )}
      </Space>
      <DictionaryTable
        caption={messages.tableCaption(group.description)}
        entries={entries}
        loading={loading}
        failed={failed}
        onRetry={retry}
        onEdit={national ? entryDialog.open : null}
      />
      {entryDialog.dialog && <DictionaryEntryDialog dictType={dictType} {...entryDialog.dialog} />}
    </PageSection>
  );
}
