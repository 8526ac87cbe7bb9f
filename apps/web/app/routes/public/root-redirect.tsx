import { redirect } from 'react-router';
import { paths } from '../../config/paths';

/** '/' has no page of its own (spec section 2). */
export function loader() {
  return redirect(paths.home.getHref());
}

// A component keeps this a page route, so client navigations to '/' follow the redirect too.
export default function RootRedirect() {
  return null;
}
