import { Link, Outlet, useLocation, useRouteLoaderData } from 'react-router';
import { PublicLayout } from '../../components/layouts/public-layout/public-layout';
import { RouteError } from '../../components/errors/route-error';
import { paths } from '../../config/paths';
import { AccountLinks } from '../../features/auth/components/account-links';
import { HeaderSearch } from '../../features/notices/components/header-search';
import { canonicalUrl } from '../../lib/canonical-url';
import type { TRootLoaderData } from '../../lib/viewer';
import type { Route } from './+types/public-layout-route';
import { routeMessages } from './messages';

export function loader() {
  return { renderedAt: Date.now() };
}

// Only the first document render needs the server time; later navigations keep the live clock.
export const shouldRevalidate = () => false;

/** Logging out from a public page leads to /login (spec section 2). */
const account = (
  <AccountLinks
    anonymous={<Link to={paths.login.getHref()}>{routeMessages.loginTitle}</Link>}
    logoutTo={paths.login.getHref()}
    workspaceHref={paths.purHome.getHref()}
  />
);

/**
 * The page's canonical address (React puts the link into the head): absolute under the configured
 * public address, whichever host or extra parameters it was reached by.
 */
function CanonicalLink() {
  const root = useRouteLoaderData('root') as TRootLoaderData | undefined;
  const location = useLocation();
  const href = root && canonicalUrl(root.publicBaseUrl, location.pathname, location.search);
  return href ? <link rel="canonical" href={href} /> : null;
}

export default function PublicLayoutRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PublicLayout renderedAt={loaderData.renderedAt} search={<HeaderSearch />} account={account}>
      <CanonicalLink />
      <Outlet />
    </PublicLayout>
  );
}

/** Errors of public pages keep the header and footer around them. */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  return (
    <PublicLayout renderedAt={loaderData?.renderedAt ?? null} search={<HeaderSearch />} account={account}>
      <RouteError error={error} />
    </PublicLayout>
  );
}
