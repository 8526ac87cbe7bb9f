import { setOrgEnabled, type TAdminOrg } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

/** A disabled unit takes no new accounts or units; its accounts keep working. */
export const setOrgUnitEnabled = (orgCode: string, enabled: boolean): Promise<TAdminOrg> =>
  apiClient.request(setOrgEnabled, { body: { orgCode, enabled } });
