import { ALLOWED, denied, type TPolicyVerdict } from '../../lib/policy-verdict.js';
import type { TAdminScope } from './account-scope.js';
import { adminMessages as messages } from './messages.js';

/**
 * Row-level rules of the settings an administrator edits: dictionary groups are national (总部's
 * administrators only); a download-zone file is national (no org) or belongs to the unit whose
 * administrator published it, and is changed by administrators whose scope holds that unit.
 */
type TScope = Pick<TAdminScope, 'orgCodes' | 'manageSuppliers'>;

export const mayEditDictionary = (scope: TScope): TPolicyVerdict =>
  scope.manageSuppliers ? ALLOWED : denied('forbidden', messages.dictionaryNational);

export const mayEditDownloadEntry = (scope: TScope, entry: { orgCode: string | null }): TPolicyVerdict => {
  if (entry.orgCode === null)
    return scope.manageSuppliers ? ALLOWED : denied('forbidden', messages.downloadNational);
  return scope.orgCodes.has(entry.orgCode) ? ALLOWED : denied('forbidden', messages.downloadOutsideScope);
};
