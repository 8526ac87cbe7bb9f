import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { TASK_WINDOW_PAGE, WORKSPACE_PAGES } from './config/pages';
import { paths } from './config/paths';

/**
 * The route table (no file-system routing): public pages share the public layout; the guarded pages
 * (workspace, console, administration, task window) come from config/pages. Every route has an
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
    route(paths.forgotPassword.path, 'routes/public/forgot-password.tsx', { id: 'forgot-password' }),
    route(paths.register.path, 'routes/public/register.tsx', { id: 'register' }),
    route(paths.registerStatus.path, 'routes/public/register-status.tsx', { id: 'register-status' }),
    route(paths.registerCorrect.path, 'routes/public/register-correct.tsx', { id: 'register-correct' }),
    route(paths.notFound.path, 'routes/public/not-found.tsx', { id: 'not-found' }),
    route(paths.complaintNotice.path, 'routes/public/complaint-notice.tsx', { id: 'complaint-notice' }),
    route(paths.subscription.path, 'routes/public/subscription.tsx', { id: 'subscription' }),
  ]),
  route(TASK_WINDOW_PAGE.path, TASK_WINDOW_PAGE.file, { id: TASK_WINDOW_PAGE.id }),
  // Protected: the workspace layout's loader runs the route guard on the server; page-access refuses a
  // page to accounts without its permission (403).
  layout('routes/workspace/workspace-layout.tsx', { id: 'workspace' }, [
    layout(
      'routes/workspace/page-access.tsx',
      { id: 'workspace-page-access' },
      WORKSPACE_PAGES.map((page) => route(page.path, page.file, { id: page.id })),
    ),
  ]),
  route('*', 'routes/public/unknown-path.tsx', { id: 'unknown-path' }),
] satisfies RouteConfig;
