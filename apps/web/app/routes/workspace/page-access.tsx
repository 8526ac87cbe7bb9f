import { getUserInfo, type TUserInfo } from '@supportal/contract';
import { data, isRouteErrorResponse, Outlet, type ShouldRevalidateFunction } from 'react-router';
import { NoPermission } from '../../components/access/permission-gate';
import { RouteError } from '../../components/errors/route-error';
import { lacksPagePermission } from '../../lib/access';
import { currentViewer } from '../../lib/viewer';
import type { Route } from './+types/page-access';

/** A page needing a permission answers 403 to accounts without it, before it renders. */
const refuseWithoutPermission = (viewer: TUserInfo | null, url: URL) => {
  if (lacksPagePermission(viewer, url.pathname)) throw data(null, { status: 403 });
  return null;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  // Without a session the workspace layout's guard sends the visitor away; without a readable viewer
  // the layout says so instead of the page.
  if (!context.loggedIn) return null;
  const viewer = await context.callApi(getUserInfo, {}).catch(() => undefined);
  return viewer === undefined ? null : refuseWithoutPermission(viewer, new URL(request.url));
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return refuseWithoutPermission(currentViewer(), new URL(request.url));
}

// One route above every workspace page: asked again whenever the address changes, not only its params.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;

/** The workspace's pages, each behind the permission its entry in config/pages names. */
export default function PageAccess() {
  return <Outlet />;
}

/** Inside the workspace layout: 您的账号无权限 for a refusal, the error page for anything else. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 403 ? (
    <NoPermission />
  ) : (
    <RouteError error={error} />
  );
}
