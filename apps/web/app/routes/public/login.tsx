import { PageSection } from '../../components/page/page-section';
import { pageTitle } from '../../config/site';
import { loadLoginCardSettings } from '../../features/auth/api/login-card-settings';
import { LoginCard } from '../../features/auth/components/login-card';
import type { Route } from './+types/login';
import styles from './login.module.css';
import { routeMessages } from './messages';

export const meta: Route.MetaFunction = () => [{ title: pageTitle(routeMessages.loginTitle) }];

export async function loader({ context }: Route.LoaderArgs) {
  return { loginCard: await loadLoginCardSettings(context.callApi) };
}

/** Logout target of the public layout: the same login card as the home page. */
export default function Login({ loaderData }: Route.ComponentProps) {
  return (
    <PageSection title={routeMessages.loginTitle}>
      <div className={styles.card}>
        <LoginCard settings={loaderData.loginCard} />
      </div>
    </PageSection>
  );
}
