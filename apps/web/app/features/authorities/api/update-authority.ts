import { updateAuthority, type TAdminAuthority, type TUpdateAuthorityRequest } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';
import { refreshOwnMenu } from './menu-changed';

/** Name, parent (a move), address, order and, for items that are no permission key, the code. */
export const updateAuthorityRecord = async (request: TUpdateAuthorityRequest): Promise<TAdminAuthority> => {
  const updated = await apiClient.request(updateAuthority, { body: request });
  await refreshOwnMenu();
  return updated;
};
