import { redirect } from 'react-router';
import { paths } from '../../config/paths';

/** Every unknown path goes to the 404 page (spec section 2). */
export function loader(): never {
  throw redirect(paths.notFound.getHref());
}

export default function UnknownPath() {
  return null;
}
