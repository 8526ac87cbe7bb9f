import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { paths } from './config/paths';

/**
 * The route table (no file-system routing): public pages share the public layout; the workspace's
 * copies of the notice pages are the same modules under the workspace layout. Every route has an
 * explicit id: ids travel to the browser (hydration data, framework error messages), and the default
 * id is the module's source path.
 */
export default [
  index('routes/public/root-redirect.tsx', { id: 'index' }),
  layout('routes/public/public-layout-route.tsx', { id: 'public' }, [
    route(paths.home.path, 'routes/public/home.tsx', { id: 'home' }),
    route(paths.noticeList.path, 'routes/notices/notice-list.tsx', { id: 'notice-list' }),
    route(paths.search.path, 'routes/notices/search.tsx', { id: 'search' }),
    route(paths.noticeDetail.path, 'routes/notices/notice-detail.tsx', { id: 'notice-detail' }),
    route(paths.downloads.path, 'routes/notices/downloads.tsx', { id: 'downloads' }),
    route(paths.companyIntro.path, 'routes/public/company-intro.tsx', { id: 'company-intro' }),
    route(paths.announcement.path, 'routes/public/announcement.tsx', { id: 'announcement' }),
    route(paths.login.path, 'routes/public/login.tsx', { id: 'login' }),
    route(paths.notFound.path, 'routes/public/not-found.tsx', { id: 'not-found' }),
    route(paths.complaintNotice.path, 'routes/public/complaint-notice.tsx', { id: 'complaint-notice' }),
    route(paths.subscription.path, 'routes/public/subscription.tsx', { id: 'subscription' }),
  ]),
  // The task window: a separate window with a compact header of its own, guarded like the workspace.
  route(paths.task.path, 'routes/task/my-task.tsx', { id: 'task' }),
  // Protected: the workspace layout's loader runs the route guard on the server.
  layout('routes/workspace/workspace-layout.tsx', { id: 'workspace' }, [
    route(paths.purHome.path, 'routes/workspace/pur-home.tsx', { id: 'pur-home' }),
    route(paths.workBench.path, 'routes/workspace/work-bench.tsx', { id: 'workspace-work-bench' }),
    route(paths.negativeBehaviour.path, 'routes/workspace/negative-behaviour.tsx', {
      id: 'workspace-negative-behaviour',
    }),
    route(paths.demandCollect.path, 'routes/workspace/demand-collect.tsx', {
      id: 'workspace-demand-collect',
    }),
    route(paths.supplierInfo.path, 'routes/workspace/supplier-info.tsx', { id: 'workspace-supplier-info' }),
    route(paths.subAccounts.path, 'routes/workspace/sub-accounts.tsx', { id: 'workspace-sub-accounts' }),
    route(paths.savedSearches.path, 'routes/workspace/saved-searches.tsx', {
      id: 'workspace-saved-searches',
    }),
    route(paths.securityLog.path, 'routes/workspace/security-log.tsx', { id: 'workspace-security-log' }),
    route(paths.consoleNotices.path, 'routes/console/console-notices.tsx', { id: 'console-notices' }),
    route(paths.consoleNoticeNew.path, 'routes/console/console-notice-edit.tsx', {
      id: 'console-notice-new',
    }),
    route(paths.consoleNoticeView.path, 'routes/console/console-notice-view.tsx', {
      id: 'console-notice-view',
    }),
    route(paths.consoleNoticeEdit.path, 'routes/console/console-notice-edit.tsx', {
      id: 'console-notice-edit',
    }),
    route(paths.postIframe.path, 'routes/workspace/partner-page.tsx', { id: 'workspace-post-iframe' }),
    route(paths.getIframe.path, 'routes/workspace/partner-page.tsx', { id: 'workspace-get-iframe' }),
    route(paths.workspaceNoticeList.path, 'routes/notices/notice-list.tsx', { id: 'workspace-notice-list' }),
    route(paths.workspaceNoticeDetail.path, 'routes/notices/notice-detail.tsx', {
      id: 'workspace-notice-detail',
    }),
    route(paths.workspaceDownloads.path, 'routes/notices/downloads.tsx', { id: 'workspace-downloads' }),
    route(paths.workspaceSearch.path, 'routes/notices/search.tsx', { id: 'workspace-search' }),
    route(paths.adminAudit.path, 'routes/admin/audit.tsx', { id: 'admin-audit' }),
    route(paths.adminDictionary.path, 'routes/admin/dictionary.tsx', { id: 'admin-dictionary' }),
    route(paths.adminDownloads.path, 'routes/admin/downloads.tsx', { id: 'admin-downloads' }),
    route(paths.adminApiClients.path, 'routes/admin/api-clients.tsx', { id: 'admin-api-clients' }),
    route(paths.adminAccounts.path, 'routes/admin/accounts.tsx', { id: 'admin-accounts' }),
    route(paths.adminAuthorities.path, 'routes/admin/authorities.tsx', { id: 'admin-authorities' }),
  ]),
  route('*', 'routes/public/unknown-path.tsx', { id: 'unknown-path' }),
] satisfies RouteConfig;
