import { data } from 'react-router';
import { NotFound } from '../../components/errors/not-found';
import { pageTitle } from '../../config/site';
import type { Route } from './+types/not-found';
import { routeMessages } from './messages';

export const meta: Route.MetaFunction = () => [{ title: pageTitle(routeMessages.notFoundTitle) }];

/** The 404 page answers with status 404, so crawlers drop unknown addresses that redirect here. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundPage() {
  return <NotFound />;
}
