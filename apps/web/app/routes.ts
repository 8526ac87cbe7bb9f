import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { paths } from './config/paths';

/** The route table (no file-system routing): public pages share the public layout. */
export default [
  index('routes/public/root-redirect.tsx'),
  layout('routes/public/public-layout-route.tsx', [
    route(paths.home.path, 'routes/public/home.tsx'),
    route(paths.noticeList.path, 'routes/public/notice-list.tsx'),
    route(paths.search.path, 'routes/public/search.tsx'),
    route(paths.noticeDetail.path, 'routes/public/notice-detail.tsx'),
    route(paths.downloads.path, 'routes/public/downloads.tsx'),
    route(paths.companyIntro.path, 'routes/public/company-intro.tsx'),
    route(paths.announcement.path, 'routes/public/announcement.tsx'),
    route(paths.login.path, 'routes/public/login.tsx'),
    route(paths.notFound.path, 'routes/public/not-found.tsx'),
  ]),
  // Protected: the workspace layout's client loader runs the route guard.
  layout('routes/workspace/workspace-layout.tsx', [
    route(paths.purHome.path, 'routes/workspace/pur-home.tsx'),
  ]),
  route('*', 'routes/public/unknown-path.tsx'),
] satisfies RouteConfig;
