import { setRoleGrants, type TRoleGrants } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';
import { refreshOwnMenu } from './menu-changed';

/** Replaces what one role holds; the server refuses grants beyond the administrator's own (403). */
export const setRoleGrantsRecord = async (role: string, authorityCodes: string[]): Promise<TRoleGrants> => {
  const saved = await apiClient.request(setRoleGrants, { body: { role, authorityCodes } });
  await refreshOwnMenu();
  return saved;
};
