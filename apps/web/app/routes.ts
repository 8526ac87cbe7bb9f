import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { paths } from './config/paths';

/**
 * The route table (no file-system routing): public pages share the public layout. Every route has an
 * explicit id: ids travel to the browser (hydration data, framework error messages), and the default
 * id is the module's source path.
 */
export default [
  index('routes/public/root-redirect.tsx', { id: 'index' }),
  layout('routes/public/public-layout-route.tsx', { id: 'public' }, [
    route(paths.home.path, 'routes/public/home.tsx', { id: 'home' }),
    route(paths.noticeList.path, 'routes/public/notice-list.tsx', { id: 'notice-list' }),
    route(paths.search.path, 'routes/public/search.tsx', { id: 'search' }),
    route(paths.noticeDetail.path, 'routes/public/notice-detail.tsx', { id: 'notice-detail' }),
    route(paths.downloads.path, 'routes/public/downloads.tsx', { id: 'downloads' }),
    route(paths.companyIntro.path, 'routes/public/company-intro.tsx', { id: 'company-intro' }),
    route(paths.announcement.path, 'routes/public/announcement.tsx', { id: 'announcement' }),
    route(paths.login.path, 'routes/public/login.tsx', { id: 'login' }),
    route(paths.notFound.path, 'routes/public/not-found.tsx', { id: 'not-found' }),
  ]),
  // Protected: the workspace layout's client loader runs the route guard.
  layout('routes/workspace/workspace-layout.tsx', { id: 'workspace' }, [
    route(paths.purHome.path, 'routes/workspace/pur-home.tsx', { id: 'pur-home' }),
  ]),
  route('*', 'routes/public/unknown-path.tsx', { id: 'unknown-path' }),
] satisfies RouteConfig;
