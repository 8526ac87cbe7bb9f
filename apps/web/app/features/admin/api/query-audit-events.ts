import { queryAuditEvents, type TAuditQuery, type TEndpointData } from '@supportal/contract';
import type { TCallApi } from '../../../lib/load-context';

export type TAuditPage = TEndpointData<typeof queryAuditEvents>;

/** One page of audit events under the filter of the address. */
export const loadAuditPage = (callApi: TCallApi, query: TAuditQuery): Promise<TAuditPage> =>
  callApi(queryAuditEvents, { body: query });
