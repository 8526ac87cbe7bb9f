import { getAdminScope, type TAdminScopeView } from '@supportal/contract';
import type { TCallApi } from '../../../lib/load-context';
import { loggedFallback } from '../../../lib/loader-calls';

/** Unknown scope: offer nothing national (the server refuses it anyway). */
const NOT_NATIONAL: TAdminScopeView = { orgCode: '', orgName: '', national: false };

/** The administrator's unit and whether it is 总部's: what the console offers. */
export const loadAdminScope = (callApi: TCallApi): Promise<TAdminScopeView> =>
  callApi(getAdminScope, { body: {} }).catch(loggedFallback('admin scope', NOT_NATIONAL));
