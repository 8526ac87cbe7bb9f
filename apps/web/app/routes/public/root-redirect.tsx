import { redirect } from 'react-router';
import { paths } from '../../config/paths';
import type { Route } from './+types/root-redirect';

/** '/' has no page of its own (spec section 2); a return address (?redirect=…) goes along. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`${paths.home.getHref()}${new URL(request.url).search}`);
}

// A component keeps this a page route, so client navigations to '/' follow the redirect too.
export default function RootRedirect() {
  return null;
}
