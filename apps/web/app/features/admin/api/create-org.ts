import { createOrg, type TAdminOrg, type TNewOrg } from '@supportal/contract';
import { apiClient } from '../../../lib/api-client';

/** A new 省分 or 地市 under a unit of the administrator's scope. */
export const createOrgUnit = (values: TNewOrg): Promise<TAdminOrg> =>
  apiClient.request(createOrg, { body: values });
