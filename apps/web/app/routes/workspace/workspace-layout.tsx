import { Spin } from 'antd';
import { Link, Outlet, redirect } from 'react-router';
import { HeaderClock } from '../../components/widgets/header-clock';
import { SiteLogoMark } from '../../components/widgets/site-logo';
import { paths } from '../../config/paths';
import { SITE } from '../../config/site';
import { useUserInfo } from '../../features/auth/api/get-user-info';
import { AccountLinks } from '../../features/auth/components/account-links';
import { guardRoute } from '../../lib/route-guard';
import type { Route } from './+types/workspace-layout';
import { workspaceMessages } from './messages';
import styles from './workspace.module.css';

/**
 * The route guard of spec section 2, in the browser (the token lives in session storage): without a
 * token, back to '/' or out to the 4A login. The server renders only the fallback below.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const decision = await guardRoute(new URL(request.url));
  if (decision.action === 'redirect') throw redirect(decision.to);
  if (decision.action === 'external') {
    window.location.assign(decision.url);
    // The browser is leaving; render nothing meanwhile.
    return new Promise<never>(() => undefined);
  }
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <div className={styles.fallback}>
      <Spin size="large" description={workspaceMessages.loading} />
    </div>
  );
}

export const meta: Route.MetaFunction = () => [{ title: `${workspaceMessages.title} - ${SITE.productName}` }];

/** Minimal logged-in layout: '{name}，欢迎您' with 退出 (to '/'), logo back to /purHome, live clock. */
export default function WorkspaceLayout() {
  const userInfo = useUserInfo();
  const anonymous = <Link to={paths.home.getHref()}>{SITE.productName}</Link>;

  return (
    <div className={styles.page}>
      <header>
        <div className={styles.topBar}>
          <div className={`${styles.container} ${styles.topBarInner}`}>
            <span>{workspaceMessages.title}</span>
            <AccountLinks
              key={userInfo.data?.uid ?? 'pending'}
              anonymous={anonymous}
              logoutTo={paths.root.getHref()}
            />
          </div>
        </div>
        <div className={styles.logoBar}>
          <div className={`${styles.container} ${styles.logoBarInner}`}>
            <Link to={paths.purHome.getHref()} className={styles.brand}>
              <SiteLogoMark size={48} />
              <span className={styles.brandName}>{SITE.productName}</span>
            </Link>
            <HeaderClock
              renderedAt={null}
              className={styles.clock}
              dateClassName={styles.clockDate}
              timeClassName={styles.clockTime}
            />
          </div>
        </div>
      </header>
      <main className={`${styles.container} ${styles.content}`}>
        <Outlet />
      </main>
    </div>
  );
}
