import { renameOrg, type TAdminOrg } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

/** Its staff show the new name at once; published notices keep the name they had. */
export const renameOrgUnit = (orgCode: string, orgName: string): Promise<TAdminOrg> =>
  apiClient.request(renameOrg, { body: { orgCode, orgName } });
