import { WORK_LIST_PAGE_SIZE, type TSupplierChangeRequest, type TSupplierRecord } from '@supportal/contract';
import { Alert, App, Button, Result, Tabs } from 'antd';
import { useState } from 'react';
import { useNavigate, useRevalidator, useSearchParams, type ShouldRevalidateFunction } from 'react-router';
import { useMenuTrail } from '../../components/access/permission-gate';
import { PageSection } from '../../components/page/page-section';
import { UploadField } from '../../components/upload-field/upload-field';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { FileDownloadLink } from '../../features/files/components/file-download-link';
import { loadSupplierInfo } from '../../features/supplier-info/api/get-supplier-info';
import { loadChangeRequests } from '../../features/supplier-info/api/query-change-requests';
import { loadVersions } from '../../features/supplier-info/api/query-versions';
import { ChangeRequestsTable } from '../../features/supplier-info/components/change-requests-table';
import type { TCertificateUploadProps } from '../../features/supplier-info/components/record-certificates-section';
import { RecordForm } from '../../features/supplier-info/components/record-form';
import {
  BankAccountsTable,
  BaseInfoView,
  CategoriesView,
  CertificatesTable,
  ContactsTable,
} from '../../features/supplier-info/components/record-view';
import { VersionsTable } from '../../features/supplier-info/components/versions-table';
import { supplierInfoMessages as messages } from '../../features/supplier-info/messages';
import { cancelTaskProcess } from '../../features/workflow/api/cancel-process';
import { withdrawTask } from '../../features/workflow/api/withdraw-process';
import { browserLoaderOf, serverLoaderOf, type TLoaderCalls } from '../../lib/loader-calls';
import type { Route } from './+types/supplier-info';
import styles from '../../features/supplier-info/components/supplier-info.module.css';

const TABS = [
  'base',
  'contacts',
  'bankAccounts',
  'certificates',
  'categories',
  'changes',
  'versions',
] as const;
type TTab = (typeof TABS)[number];
const tabOf = (value: string | null): TTab => TABS.find((tab) => tab === value) ?? 'base';
const pageOf = (value: string | null) =>
  Math.max(1, Math.min(100_000, Number.parseInt(value ?? '1', 10) || 1));

/** The record, and the page of 变更记录 or 历史版本 the address asks for (the other tab's first page). */
const loadPage = async (calls: TLoaderCalls, params: URLSearchParams) => {
  const tab = tabOf(params.get('tab'));
  const page = pageOf(params.get('page'));
  try {
    const [info, changes, versions] = await Promise.all([
      loadSupplierInfo(calls.fresh),
      loadChangeRequests(calls.fresh, tab === 'changes' ? page : 1),
      loadVersions(calls.fresh, tab === 'versions' ? page : 1),
    ]);
    return { found: true as const, tab, page, info, changes, versions };
  } catch (error) {
    console.error('[loader] supplier info failed to load', error);
    return { found: false as const, tab, page };
  }
};

export const loader = serverLoaderOf(loadPage);

export const clientLoader = browserLoaderOf(loadPage);

/** Switching tabs shows data already loaded: only the list page, or an explicit revalidation, loads. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  const onlyTabChanged =
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.searchParams.get('tab') !== nextUrl.searchParams.get('tab') &&
    (currentUrl.searchParams.get('page') ?? '1') === (nextUrl.searchParams.get('page') ?? '1');
  return onlyTabChanged ? false : defaultShouldRevalidate;
};

export const meta: Route.MetaFunction = () => [{ title: pageTitle(messages.pageTitle) }];

type TEditing = { initial: TSupplierRecord; requestId?: string };

/** One certificate scan through the shared upload call (PDF or image, see UPLOAD_PURPOSES). */
function CertificateUpload(props: TCertificateUploadProps) {
  return <UploadField purpose="certificate" maxCount={1} {...props} />;
}

/**
 * 企业信息 (menu 供应商服务): the company's live record by section, 编辑 → 提交变更 (a change request the
 * buyer's staff review), 变更记录 with each request's status and diff (withdraw, modify, cancel) and
 * 历史版本. Only an approval changes the record shown here.
 */
export default function SupplierInfo({ loaderData }: Route.ComponentProps) {
  const trail = useMenuTrail(messages.pageTitle);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabOf(searchParams.get('tab'));
  const [editing, setEditing] = useState<TEditing | null>(null);
  const go = (tab: TTab, page = 1) => void navigate(paths.supplierInfo.getHref({ tab, page }));

  if (!loaderData.found)
    return (
      <PageSection title={messages.pageTitle} trail={trail}>
        <Result
          status="error"
          title={messages.loadFailed}
          extra={<Button onClick={() => void revalidator.revalidate()}>{messages.back}</Button>}
        />
      </PageSection>
    );

  const { info, changes, versions, page } = loaderData;
  const listPage = (of: TTab) => (loaderData.tab === of ? page : 1);
  const record = info.record;
  const open = info.openRequest;
  const openRequest = open ? changes.records.find((request) => request.id === open.id) : undefined;

  const modify = (request: TSupplierChangeRequest) => {
    setEditing({ initial: request.proposed, requestId: request.id });
    window.scrollTo({ top: 0 });
  };
  const withdraw = async (request: TSupplierChangeRequest) => {
    await withdrawTask({ processInstID: request.processInstID });
    void message.success(messages.withdrawn);
    await revalidator.revalidate();
  };
  const cancel = async (request: TSupplierChangeRequest, reason: string) => {
    if (!request.editWorkItemID) return;
    await cancelTaskProcess({ workItemID: request.editWorkItemID, comment: reason });
    void message.success(messages.cancelled);
    await revalidator.revalidate();
  };

  const editButton =
    open?.status === 'editing' && openRequest?.editWorkItemID ? (
      <Button type="primary" onClick={() => modify(openRequest)}>
        {messages.editReturned}
      </Button>
    ) : (
      <Button type="primary" disabled={open !== null} onClick={() => setEditing({ initial: record })}>
        {messages.edit}
      </Button>
    );

  return (
    <PageSection title={messages.pageTitle} trail={trail}>
      {editing ? (
        <RecordForm
          CertificateUpload={CertificateUpload}
          live={record}
          initial={editing.initial}
          requestId={editing.requestId}
          codeRecipients={info.codeRecipients}
          onCancel={() => setEditing(null)}
          onSubmitted={() => {
            setEditing(null);
            void message.success(messages.submitted);
            // Fresh lists first, then the tab: switching tabs alone loads nothing.
            void revalidator.revalidate().then(() => setSearchParams({ tab: 'changes' }));
          }}
        />
      ) : (
        <>
          <div className={styles.toolbar}>
            <span className={styles.version}>{messages.versionLabel(record.version)}</span>
            {editButton}
          </div>
          {open ? (
            <Alert
              type="info"
              showIcon
              className={styles.section}
              title={messages.openRequestHint(messages.statuses[open.status] ?? open.status)}
              action={
                tab === 'changes' ? null : (
                  <Button size="small" onClick={() => go('changes')}>
                    {messages.viewRequest}
                  </Button>
                )
              }
            />
          ) : null}
          <Tabs
            activeKey={tab}
            onChange={(key) => setSearchParams(key === 'base' ? {} : { tab: key })}
            items={[
              { key: 'base', label: messages.tabs.base, children: <BaseInfoView base={record.base} /> },
              {
                key: 'contacts',
                label: messages.tabs.contacts,
                children: <ContactsTable contacts={record.contacts} />,
              },
              {
                key: 'bankAccounts',
                label: messages.tabs.bankAccounts,
                children: <BankAccountsTable accounts={record.bankAccounts} />,
              },
              {
                key: 'certificates',
                label: messages.tabs.certificates,
                children: (
                  <CertificatesTable certificates={record.certificates} FileLink={FileDownloadLink} />
                ),
              },
              {
                key: 'categories',
                label: messages.tabs.categories,
                children: <CategoriesView categories={record.categories} />,
              },
              {
                key: 'changes',
                label: messages.tabs.changes,
                children: (
                  <ChangeRequestsTable
                    // A new newest request opens expanded.
                    key={changes.records[0]?.id ?? 'none'}
                    records={changes.records}
                    total={changes.total}
                    page={listPage('changes')}
                    pageSize={WORK_LIST_PAGE_SIZE}
                    onPage={(next) => go('changes', next)}
                    onWithdraw={withdraw}
                    onCancel={cancel}
                    onModify={modify}
                    FileLink={FileDownloadLink}
                  />
                ),
              },
              {
                key: 'versions',
                label: messages.tabs.versions,
                children: (
                  <VersionsTable
                    data={versions}
                    page={listPage('versions')}
                    pageSize={WORK_LIST_PAGE_SIZE}
                    onPage={(next) => go('versions', next)}
                  />
                ),
              },
            ]}
          />
        </>
      )}
    </PageSection>
  );
}
