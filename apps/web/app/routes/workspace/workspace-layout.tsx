import { getUserInfo } from '@supportal/contract';
import { Alert } from 'antd';
import { Link, Outlet, redirect, useLocation, useRouteLoaderData } from 'react-router';
import { HeaderClock } from '../../components/widgets/header-clock';
import { SiteLogoMark } from '../../components/widgets/site-logo';
import { paths } from '../../config/paths';
import { SITE } from '../../config/site';
import { AccountLinks } from '../../features/auth/components/account-links';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { HeaderSearch } from '../../features/notices/components/header-search';
import { accessOf } from '../../lib/access';
import { passwordChangeRedirect, protectedPageRedirect } from '../../lib/route-guard';
import { useViewer, type TRootLoaderData } from '../../lib/viewer';
import type { Route } from './+types/workspace-layout';
import { workspaceMessages } from './messages';
import { WorkspaceMenu } from './workspace-menu';
import styles from './workspace.module.css';

/**
 * The route guard of spec section 2, on the server (it sees the session cookie): without a session,
 * back to '/' (to return here after logging in) or out to the 4A login.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const to = await protectedPageRedirect(url, context.loggedIn, context.callApi);
  if (to) throw redirect(to);
  if (context.loggedIn && url.pathname !== paths.changePassword.path) {
    // 修改初始密码 first: nothing else of the workspace answers such an account.
    const viewer = await context.callApi(getUserInfo, {}).catch(() => null);
    const change = passwordChangeRedirect(url.pathname, viewer, paths.changePassword.getHref());
    if (change) throw redirect(change);
  }
  return null;
}

// Checked on entering the workspace; a session ending later is noticed by the next call's 401.
export const shouldRevalidate = () => false;

/** 供应商工作台 for suppliers, 采购工作台 for staff. */
const workspaceTitle = (viewer: TRootLoaderData['viewer'] | undefined) =>
  workspaceMessages.title[accessOf(viewer ?? null).kind === 'staff' ? 'staff' : 'supplier'];

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((match) => match?.id === 'root')?.data as TRootLoaderData | undefined;
  return [{ title: `${workspaceTitle(root?.viewer)} - ${SITE.productName}` }];
};

/**
 * The logged-in layout (spec section 2, S14): '{name}，欢迎您' and 退出, logo back to /purHome with the
 * clock and the header search, the permission menu, then the page (its breadcrumb starts at 工作台首页).
 */
export default function WorkspaceLayout() {
  const viewer = useViewer();
  const rendered = useRouteLoaderData('root') as TRootLoaderData | undefined;
  const access = accessOf(viewer);
  const { pathname, search } = useLocation();
  const title = workspaceTitle(viewer);

  return (
    <div className={styles.page}>
      <header>
        <div className={styles.topBar}>
          <div className={`${styles.container} ${styles.topBarInner}`}>
            <span className={styles.topBarTitle}>{title}</span>
            <span className={styles.topBarActions}>
              <AccountLinks
                anonymous={<Link to={paths.home.getHref()}>{SITE.productName}</Link>}
                logoutTo={paths.root.getHref()}
                securityLogHref={paths.securityLog.getHref()}
                changePasswordHref={paths.changePassword.getHref()}
                separated={false}
              />
              {/* Last in the bar: its list opens leftwards from the edge, within a phone's width too. */}
              {viewer ? <NotificationBell /> : null}
            </span>
          </div>
        </div>
        <div className={styles.logoBar}>
          <div className={`${styles.container} ${styles.logoBarInner}`}>
            <Link to={paths.purHome.getHref()} className={styles.brand}>
              <SiteLogoMark size={48} />
              <span className={styles.brandName}>{SITE.productName}</span>
            </Link>
            <div className={styles.headerSearch}>
              <HeaderSearch inWorkspace />
            </div>
            <HeaderClock
              renderedAt={rendered?.renderedAt ?? null}
              className={styles.clock}
              dateClassName={styles.clockDate}
              timeClassName={styles.clockTime}
            />
          </div>
        </div>
        <WorkspaceMenu
          menu={access.menu}
          selectedCodes={access.trailOf(pathname, search).map((node) => node.code)}
        />
      </header>
      <main className={`${styles.container} ${styles.content}`}>
        {rendered?.viewerProblem && !viewer ? (
          <Alert
            type="error"
            showIcon
            title={workspaceMessages.loadFailed}
            description={rendered.viewerProblem}
          />
        ) : (
          <Outlet />
        )}
      </main>
    </div>
  );
}
