import { getQueryClient } from '../../../lib/query-client';
import { viewerQueryKey } from '../../../lib/viewer';

/**
 * After a change of the tree or the grants this browser asks for its own menu again (it is kept for
 * the visit otherwise); other users' menus follow on their next page load, their calls at once.
 */
export const refreshOwnMenu = () => getQueryClient().invalidateQueries({ queryKey: viewerQueryKey });
