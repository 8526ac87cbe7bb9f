import { getUserInfo, HOME_BOX_HEIGHT_PX, HOME_LIST_SIZE, PERMISSIONS } from '@supportal/contract';
import { PageFrame } from '../../components/page/page-section';
import { VisuallyHidden } from '../../components/widgets/visually-hidden';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { CertificateExpiryPanel } from '../../features/certificates/components/certificate-expiry-panel';
import { loadDownloadZoneFiles } from '../../features/files/api/query-outdownload-file-list';
import { DownloadZoneBox } from '../../features/files/components/download-zone';
import { CustomerServiceButton } from '../../features/home/components/customer-service-button';
import { customerServiceUrlOf } from '../../features/home/lib/customer-service';
import { loadNoticesByType } from '../../features/notices/api/query-notice-by-type';
import { NoticeBox } from '../../features/notices/components/notice-box';
import { toWorkspaceNoticeBoxes, WORKSPACE_NOTICE_REQUEST } from '../../features/notices/home-notice-boxes';
import { RatingReminder } from '../../features/suppliers/components/rating-reminder';
import { loadTodoBoxItems, taskAddressOf, TodoBox } from '../../features/workflow/components/todo-box';
import { accessOf } from '../../lib/access';
import { dictionaryLabels, loadDictionaryGroupsOrEmpty } from '../../lib/dictionary/find-by-type-not-auth';
import {
  browserLoaderCalls,
  loggedFallback,
  serverLoaderCalls,
  type TLoaderCalls,
} from '../../lib/loader-calls';
import { currentViewer, useViewer, type TViewer } from '../../lib/viewer';
import type { Route } from './+types/pur-home';
import { workspaceMessages as messages } from './messages';
import { WorkspaceShortcuts } from './workspace-shortcuts';
import styles from './pur-home.module.css';

export const meta: Route.MetaFunction = () => [{ title: pageTitle(messages.shortcutsHome) }];

/**
 * One call per part: the six notice lists in one query-notice-by-type, the first to-do tasks (accounts
 * with the work bench), the download zone, and the dictionary (titles, task and customer-service
 * addresses). A failing part is logged and shows empty (spec section 8), never the page.
 */
const loadPurHome = async (calls: TLoaderCalls, viewer: TViewer) => {
  const [dictionary, lists, todo, downloads] = await Promise.all([
    loadDictionaryGroupsOrEmpty(calls.reference, ['OBP_PUR_MODE', 'OBP_PUR_MODE_LEVEL1', 'OBP_INTERFACE']),
    loadNoticesByType(calls.cached, WORKSPACE_NOTICE_REQUEST).catch(loggedFallback('notice boxes', {})),
    accessOf(viewer).can(PERMISSIONS.workbench)
      ? loadTodoBoxItems(calls.fresh).catch(loggedFallback('to-do box', null))
      : null,
    loadDownloadZoneFiles(calls.cached, calls.viewer).catch(loggedFallback('download zone', [])),
  ]);
  return {
    boxes: toWorkspaceNoticeBoxes(lists, {
      purMode: dictionaryLabels(dictionary, 'OBP_PUR_MODE'),
      purModeLevel1: dictionaryLabels(dictionary, 'OBP_PUR_MODE_LEVEL1'),
    }),
    todo,
    taskAddress: taskAddressOf(dictionary),
    customerServiceUrl: customerServiceUrlOf(dictionary),
    downloads: downloads.slice(0, HOME_LIST_SIZE.workspace),
  };
};

export async function loader({ context }: Route.LoaderArgs) {
  // The layout's guard sends visitors without a session away; this only needs the account's abilities.
  const viewer = context.loggedIn ? await context.callApi(getUserInfo, {}).catch(() => null) : null;
  return loadPurHome(serverLoaderCalls(context), viewer);
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadPurHome(browserLoaderCalls(request, { hideErrMsg: true }), currentViewer());
}

/**
 * The supplier home (spec section 2): notice columns on the left; the to-do box and the download zone
 * on the right; the customer-service button; the rating reminder on a supplier's arrival from the login.
 * Staff see the same with their unit's to-do box and the shortcuts of their menu.
 */
export default function PurHome({ loaderData }: Route.ComponentProps) {
  const viewer = useViewer();
  if (!viewer) return null;
  const access = accessOf(viewer);
  const withWorkBench = access.can(PERMISSIONS.workbench);
  const isSupplier = access.kind === 'supplier';
  const companyInfoHref = access.canOpen(paths.supplierInfo.path, '')
    ? paths.supplierInfo.getHref()
    : undefined;

  return (
    <PageFrame trail={[]}>
      <VisuallyHidden as="h1">{messages.shortcutsHome}</VisuallyHidden>
      {isSupplier ? <CertificateExpiryPanel updateHref={companyInfoHref} /> : null}
      <div className={styles.home}>
        <div className={styles.notices}>
          {loaderData.boxes.map((box) => (
            <NoticeBox
              key={box.key}
              title={box.title}
              notices={box.notices}
              moreHref={box.moreHref}
              bodyHeight={HOME_BOX_HEIGHT_PX.workspaceBox}
            />
          ))}
        </div>
        <aside className={styles.side} aria-label={messages.sideColumn}>
          {withWorkBench ? (
            <TodoBox
              title={viewer.corpName}
              initialTodo={loaderData.todo}
              taskAddress={loaderData.taskAddress}
              companyInfoHref={companyInfoHref}
            />
          ) : null}
          {isSupplier && withWorkBench ? null : <WorkspaceShortcuts menu={access.menu} />}
          <DownloadZoneBox files={loaderData.downloads} moreHref={paths.workspaceDownloads.getHref()} />
        </aside>
      </div>
      {loaderData.customerServiceUrl ? <CustomerServiceButton url={loaderData.customerServiceUrl} /> : null}
      {isSupplier ? <RatingReminder /> : null}
    </PageFrame>
  );
}
