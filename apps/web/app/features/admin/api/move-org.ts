import { moveOrg, type TAdminOrg } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

/** A 地市 to another 省分 (it takes that province's area). */
export const moveOrgUnit = (orgCode: string, parentCode: string): Promise<TAdminOrg> =>
  apiClient.request(moveOrg, { body: { orgCode, parentCode } });
