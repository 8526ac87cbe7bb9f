import 'antd/dist/reset.css';
import './styles/global.css';
import { getUserInfo } from '@supportal/contract';
import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { DeferredScripts } from './components/document/deferred-scripts';
import { RouteError } from './components/errors/route-error';
import { DemoBadge } from './components/widgets/demo-badge';
import { pageTitle, SITE } from './config/site';
import { useCspNonce } from './lib/csp-nonce';
import { LEGACY_HASH_ROUTE_SCRIPT } from './lib/legacy-hash-route';
import { usePageDescription } from './lib/page-description';
import { errorMessages } from './components/errors/messages';
import type { TRootLoaderData } from './lib/viewer';
import { AppProviders } from './providers/app-providers';
import { SessionEndWatcher } from './providers/session-end-watcher';

/**
 * Who is asking, as the session cookie of this request says (every page renders for that user), and
 * whether this server is a demo (README, Deploying).
 */
export async function loader({ context }: Route.LoaderArgs): Promise<TRootLoaderData> {
  const known = { demo: context.demo, publicBaseUrl: context.publicBaseUrl, renderedAt: Date.now() };
  if (!context.loggedIn) return { ...known, viewer: null, viewerProblem: null };
  try {
    return { ...known, viewer: await context.callApi(getUserInfo, {}), viewerProblem: null };
  } catch (error) {
    // E.g. an account without roles: the workspace says why instead of showing an empty menu.
    const message = error instanceof Error ? error.message : String(error);
    return { ...known, viewer: null, viewerProblem: message };
  }
}

// Later changes of the viewer come from login and logout in the browser, not from asking again.
export const shouldRevalidate = () => false;

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** Route modules set their own title; a route's meta replaces its parents', so shared tags live in Layout. */
export const meta: Route.MetaFunction = ({ error }) => [
  { title: error ? pageTitle(errorMessages.errorTitle) : SITE.productName },
];

export function Layout({ children }: { children: ReactNode }) {
  // Absent when the root loader itself failed: the error page then goes without the mark.
  const rootData = useRouteLoaderData<typeof loader>('root');
  // Inline scripts run only with the answer's nonce (Content-Security-Policy, set by the server).
  const nonce = useCspNonce();
  const description = usePageDescription(SITE.description);
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content={description} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: LEGACY_HASH_ROUTE_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body>
        <AppProviders>{children}</AppProviders>
        {rootData?.demo ? <DemoBadge /> : null}
        <ScrollRestoration nonce={nonce} />
        {/* In development the module script installs the hot-reload preamble that every module checks
            for, so it must run first: React Router's own scripts, undeferred. */}
        {import.meta.env.DEV ? <Scripts nonce={nonce} /> : <DeferredScripts nonce={nonce} />}
      </body>
    </html>
  );
}

export default function Root() {
  return (
    <>
      <SessionEndWatcher />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} standalone />;
}
