import { PageSection } from '../../components/page/page-section';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { loadLoginCardSettings } from '../../features/auth/api/login-card-settings';
import { LoginCard } from '../../features/auth/components/login-card';
import { ViewerCard } from '../../features/auth/components/viewer-card';
import { useViewer } from '../../lib/viewer';
import type { Route } from './+types/login';
import styles from './login.module.css';
import { routeMessages } from './messages';

export const meta: Route.MetaFunction = () => [{ title: pageTitle(routeMessages.loginTitle) }];

export async function loader({ context }: Route.LoaderArgs) {
  return { loginCard: await loadLoginCardSettings(context.callApi) };
}

/**
 * Logout target of the public layout: the same login card as the home page; a logged-in user is told
 * so, with the way into the workspace and 退出 (which leads back here, to the form).
 */
export default function Login({ loaderData }: Route.ComponentProps) {
  const viewer = useViewer();
  return (
    <PageSection title={routeMessages.loginTitle}>
      <div className={styles.card}>
        {viewer ? (
          <ViewerCard viewer={viewer} logoutTo={paths.login.getHref()} />
        ) : (
          <LoginCard settings={loaderData.loginCard} />
        )}
      </div>
    </PageSection>
  );
}
