import { createAuthority, type TAdminAuthority, type TCreateAuthorityRequest } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';
import { refreshOwnMenu } from './menu-changed';

export const createAuthorityRecord = async (request: TCreateAuthorityRequest): Promise<TAdminAuthority> => {
  const created = await apiClient.request(createAuthority, { body: request });
  await refreshOwnMenu();
  return created;
};
