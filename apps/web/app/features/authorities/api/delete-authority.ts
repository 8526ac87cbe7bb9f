import { deleteAuthority } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';
import { refreshOwnMenu } from './menu-changed';

/** Deletes an item without children that is no permission key (the server refuses others with 409). */
export const deleteAuthorityRecord = async (authorityCode: string): Promise<void> => {
  await apiClient.request(deleteAuthority, { body: { authorityCode } });
  await refreshOwnMenu();
};
