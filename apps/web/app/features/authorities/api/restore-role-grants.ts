import { restoreRoleGrants, type TRoleGrants } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';
import { refreshOwnMenu } from './menu-changed';

/** Gives a shipped role back the shipped authorities taken from it; what was added to it stays. */
export const restoreRoleGrantsRecord = async (role: string): Promise<TRoleGrants> => {
  const restored = await apiClient.request(restoreRoleGrants, { body: { role } });
  await refreshOwnMenu();
  return restored;
};
