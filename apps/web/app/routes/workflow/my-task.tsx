import { isEditableProcessStatus, PROCESS_MODULES, type TAdmArea } from '@supportal/contract';
import { Alert, App, Button, Result } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, redirect, useRevalidator } from 'react-router';
import { ButtonLink } from '../../components/widgets/button-link';
import { SiteLogoMark } from '../../components/widgets/site-logo';
import { paths, type TTaskPageQuery } from '../../config/paths';
import { pageTitle, SITE } from '../../config/site';
import { NegativeBehaviourForm } from '../../features/blacklist/components/negative-behaviour-form';
import { NegativeBehaviourView } from '../../features/blacklist/components/negative-behaviour-view';
import { DemandForm } from '../../features/demand-collect/components/demand-form';
import { DemandView } from '../../features/demand-collect/components/demand-view';
import { FileDownloadLink } from '../../features/files/components/file-download-link';
import { NoticeDraftView } from '../../features/notice-publishing/components/notice-draft-view';
import { noticeConsoleMessages } from '../../features/notice-publishing/messages';
import { RecordSections } from '../../features/supplier-info/components/record-view';
import { SupplierChangeView } from '../../features/supplier-info/components/supplier-change-view';
import { registrationFileUrl } from '../../features/supplier-registration/api/download-registration-file';
import { RegistrationSummary } from '../../features/supplier-registration/components/registration-summary';
import { supplierInfoMessages } from '../../features/supplier-info/messages';
import { loadWorkItem, type TWorkItemDetail } from '../../features/workflow/api/get-work-item';
import {
  loadProcessParams,
  type TProcessParams,
} from '../../features/workflow/api/query-param-by-process-inst-id';
import { loadProcessTrace, type TProcessTrace } from '../../features/workflow/api/query-process-trace';
import { ApprovalRecords } from '../../features/workflow/components/approval-records';
import { ProcessDiagram } from '../../features/workflow/components/process-diagram';
import { TaskDecisions } from '../../features/workflow/components/task-decisions';
import { TaskSummary } from '../../features/workflow/components/task-summary';
import { parseTaskPageQuery } from '../../features/workflow/lib/task-page-query';
import { workflowMessages as messages } from '../../features/workflow/messages';
import { loadProvincesOrNone } from '../../lib/dictionary/find-adm-info-for-province-or-city';
import {
  browserLoaderCalls,
  isNotFoundError,
  loggedFallback,
  serverLoaderCalls,
  type TLoaderCalls,
} from '../../lib/loader-calls';
import { protectedPageRedirect } from '../../lib/route-guard';
import { useViewer } from '../../lib/viewer';
import type { Route } from './+types/my-task';
import styles from './my-task.module.css';

/** Long enough to read the success toast before the window goes. */
const CLOSE_DELAY_MS = 1_200;

type TTaskData =
  | {
      found: true;
      query: TTaskPageQuery;
      detail: TWorkItemDetail;
      params: TProcessParams;
      /** Null when the trace failed: records and diagram say so, the task can still be decided. */
      trace: TProcessTrace | null;
      provinces: TAdmArea[];
    }
  | { found: false; problem: 'notFound' | 'failed' };

/** Whether the starter may change the business object here (spec section 4; the server agrees). */
const isEditMode = (query: TTaskPageQuery, detail: TWorkItemDetail, params: TProcessParams) =>
  query.taskType === 'edit' &&
  params.editable &&
  detail.actions.edit &&
  isEditableProcessStatus(params.module, params.processInstStatus);

const loadTask = async (calls: TLoaderCalls, search: URLSearchParams): Promise<TTaskData> => {
  const query = parseTaskPageQuery(search);
  if (!query) return { found: false, problem: 'notFound' };
  try {
    const detail = await loadWorkItem(calls.fresh, query.workItemID);
    const processInstID = detail.workItem.processInstID;
    const [params, trace] = await Promise.all([
      loadProcessParams(calls.fresh, {
        processInstID,
        activityDefID: detail.workItem.activityDefID,
        taskType: query.taskType,
      }),
      loadProcessTrace(calls.fresh, processInstID).catch(loggedFallback('process trace', null)),
    ]);
    const needsRegions = isEditMode(query, detail, params) && params.module === PROCESS_MODULES.blacklist;
    const provinces = needsRegions ? await loadProvincesOrNone(calls.reference) : [];
    return { found: true, query, detail, params, trace, provinces };
  } catch (error) {
    const hidden = isNotFoundError(error) || (error as { code?: string }).code === 'forbidden';
    if (!hidden) console.error('[loader] task failed to load', error);
    return { found: false, problem: hidden ? 'notFound' : 'failed' };
  }
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const to = await protectedPageRedirect(url, context.loggedIn, context.callApi);
  if (to) throw redirect(to);
  return loadTask(serverLoaderCalls(context), url.searchParams);
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadTask(browserLoaderCalls(request, { hideErrMsg: true }), new URL(request.url).searchParams);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: pageTitle(
      loaderData?.found
        ? `${messages.taskPageTitle} - ${loaderData.detail.workItem.processInstName}`
        : messages.taskPageTitle,
    ),
  },
];

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The task page (/purchase/task/myTask), opened in its own window from the work bench: the task, its
 * business object (editable in edit mode), the decisions the step allows, 审批记录 and 流程图. A decision
 * closes the window, and the work bench reloads its list.
 */
export default function MyTask({ loaderData }: Route.ComponentProps) {
  const viewer = useViewer();
  const revalidator = useRevalidator();
  const { message } = App.useApp();
  const [decided, setDecided] = useState(false);

  const onDecided = (label: string) => {
    setDecided(true);
    void message.success(messages.decided(label));
    setTimeout(() => window.close(), CLOSE_DELAY_MS);
  };
  const reload = () => void revalidator.revalidate();

  let content: ReactNode;
  if (decided) {
    content = (
      <Result
        status="success"
        title={messages.doneTitle}
        subTitle={messages.doneText}
        extra={[
          <Button key="close" type="primary" onClick={() => window.close()}>
            {messages.closeWindow}
          </Button>,
          <ButtonLink key="back" to={paths.workBench.getHref()}>
            {messages.backToWorkBench}
          </ButtonLink>,
        ]}
      />
    );
  } else if (!loaderData.found) {
    content = (
      <Result
        status={loaderData.problem === 'notFound' ? '404' : 'error'}
        title={loaderData.problem === 'notFound' ? messages.taskNotFound : messages.taskLoadFailed}
        extra={<ButtonLink to={paths.workBench.getHref()}>{messages.backToWorkBench}</ButtonLink>}
      />
    );
  } else {
    const { query, detail, params, trace, provinces } = loaderData;
    const editable = isEditMode(query, detail, params);
    const onSaved = (submitted: boolean) => {
      if (submitted) onDecided(messages.actions.resubmit);
      else {
        void message.success(messages.saved);
        reload();
      }
    };
    const business = params.bizObject;
    content = (
      <>
        <Panel id="task-info-title" title={messages.taskInfoTitle}>
          <TaskSummary item={detail.workItem} />
        </Panel>
        <Panel id="task-business-title" title={messages.businessTitle}>
          {business.module === PROCESS_MODULES.blacklist ? (
            editable ? (
              <NegativeBehaviourForm
                provinces={provinces}
                editing={{ record: business.negativeBehaviour, workItemID: query.workItemID }}
                onSaved={(_, submitted) => onSaved(submitted)}
              />
            ) : (
              <NegativeBehaviourView record={business.negativeBehaviour} />
            )
          ) : business.module === PROCESS_MODULES.supplierInfoChange ? (
            <>
              <SupplierChangeView request={business.supplierChange} FileLink={FileDownloadLink} />
              {editable ? (
                <p className={styles.editLink}>
                  <ButtonLink to={paths.supplierInfo.getHref({ tab: 'changes' })}>
                    {supplierInfoMessages.goToSupplierInfo}
                  </ButtonLink>
                </p>
              ) : null}
            </>
          ) : business.module === PROCESS_MODULES.noticePublish ? (
            <>
              {editable ? (
                <Alert
                  className={styles.editHint}
                  type="info"
                  showIcon
                  title={
                    <Link to={paths.consoleNoticeEdit.getHref(business.noticeDraft.id)}>
                      {noticeConsoleMessages.editInConsole}
                    </Link>
                  }
                />
              ) : null}
              <NoticeDraftView draft={business.noticeDraft} />
            </>
          ) : business.module === PROCESS_MODULES.supplierRegistration ? (
            <>
              <RegistrationSummary registration={business.supplierRegistration} />
              <RecordSections
                record={business.supplierRegistration.record}
                withoutBankAccounts
                files={{
                  FileLink: FileDownloadLink,
                  urlOf: (row) =>
                    registrationFileUrl(business.supplierRegistration.id, row.file?.fileId ?? ''),
                }}
              />
            </>
          ) : editable ? (
            <DemandForm
              editing={{ demand: business.demandCollection, workItemID: query.workItemID }}
              onSaved={(_, submitted) => onSaved(submitted)}
            />
          ) : (
            <DemandView demand={business.demandCollection} />
          )}
        </Panel>
        <Panel id="task-decision-title" title={messages.decisionTitle}>
          <TaskDecisions
            item={detail.workItem}
            actions={detail.actions}
            taskType={query.taskType}
            editable={editable}
            onDecided={onDecided}
            onReload={reload}
          />
        </Panel>
        <Panel id="task-records-title" title={messages.recordsTitle}>
          {trace ? (
            <ApprovalRecords records={trace.records} />
          ) : (
            <Alert type="warning" showIcon title={messages.traceFailed} />
          )}
        </Panel>
        {trace ? (
          <Panel id="task-diagram-title" title={messages.diagramTitle}>
            <ProcessDiagram
              bpmnXml={trace.bpmnXml}
              doneActivityIDs={trace.doneActivityIDs}
              currentActivityIDs={trace.currentActivityIDs}
              doneFlowIDs={trace.doneFlowIDs}
              processName={params.processDefName}
            />
          </Panel>
        ) : null}
      </>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link to={paths.purHome.getHref()} className={styles.brand} aria-label={SITE.productName}>
            <SiteLogoMark size={36} />
          </Link>
          <h1 className={styles.title}>{messages.taskPageTitle}</h1>
          {viewer ? <span className={styles.user}>{viewer.name}</span> : null}
        </div>
      </header>
      <main className={styles.content}>{content}</main>
    </div>
  );
}
