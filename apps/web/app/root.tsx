// First: configures zod for the page's Content-Security-Policy before any schema is built.
import '@supportal/contract/zod-browser';
import 'antd/dist/reset.css';
import './styles/global.css';
import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import { RouteError } from './components/errors/route-error';
import { pageTitle, SITE } from './config/site';
import { useCspNonce } from './lib/csp-nonce';
import { LEGACY_HASH_ROUTE_SCRIPT } from './lib/legacy-hash-route';
import { errorMessages } from './components/errors/messages';
import { AppProviders } from './providers/app-providers';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** Route modules set their own title; a route's meta replaces its parents', so shared tags live in Layout. */
export const meta: Route.MetaFunction = ({ error }) => [
  { title: error ? pageTitle(errorMessages.errorTitle) : SITE.productName },
];

export function Layout({ children }: { children: ReactNode }) {
  // Inline scripts run only with the answer's nonce (Content-Security-Policy, set by the server).
  const nonce = useCspNonce();
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content={SITE.description} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: LEGACY_HASH_ROUTE_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body>
        <AppProviders>{children}</AppProviders>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function Root() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} standalone />;
}
