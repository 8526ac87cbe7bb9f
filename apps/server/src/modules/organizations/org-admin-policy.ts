import { ALLOWED, denied, type TPolicyVerdict } from '../../lib/policy-verdict.js';

/**
 * Row-level rules of the unit tree: an administrator creates units only below a unit of its scope
 * (its own and those below it) and changes only units of its scope; 总部 is the one top unit, made
 * by `create-admin`, never by an import.
 */
type TScope = { orgCodes: ReadonlySet<string> };

export const orgAdminMessages = {
  parentOutsideScope: (parentCode: string) => `上级单位“${parentCode}”不在您的管理范围内（本单位及下级单位）`,
  orgOutsideScope: (code: string) => `单位“${code}”不在您的管理范围内（本单位及下级单位）`,
  topOrgFixed: '总部只能有一个，由 create-admin 创建，不能导入、移动、改名或停用',
  ownOrgFixed: '不能停用您所在的单位，请由上级单位的管理员操作',
  onlyCitiesMove: '只有地市可以移动（到另一省分下）',
};

/** A new or moved unit below `parentCode`: the parent must be in scope (units of this import count). */
export const mayPlaceOrgUnder = (scope: TScope, parentCode: string): TPolicyVerdict =>
  scope.orgCodes.has(parentCode)
    ? ALLOWED
    : denied('forbidden', orgAdminMessages.parentOutsideScope(parentCode));

/** Renaming, moving, re-areaing or disabling an existing unit: it must be in scope, and never the top unit. */
export const mayChangeOrg = (scope: TScope, org: { code: string; level: number }): TPolicyVerdict => {
  if (org.level === 1) return denied('forbidden', orgAdminMessages.topOrgFixed);
  return scope.orgCodes.has(org.code)
    ? ALLOWED
    : denied('forbidden', orgAdminMessages.orgOutsideScope(org.code));
};

/** Disabling or enabling a unit: a change as above, and never the administrator's own unit. */
export const mayDisableOrg = (
  scope: TScope & { ownOrgCode: string | undefined },
  org: { code: string; level: number },
): TPolicyVerdict => {
  const change = mayChangeOrg(scope, org);
  if (!change.allowed) return change;
  return org.code === scope.ownOrgCode ? denied('forbidden', orgAdminMessages.ownOrgFixed) : ALLOWED;
};

/** Moving a unit: a 地市 of the scope (where to is a placement, checked by `mayPlaceOrgUnder`). */
export const mayMoveOrg = (scope: TScope, org: { code: string; level: number }): TPolicyVerdict => {
  const change = mayChangeOrg(scope, org);
  if (!change.allowed) return change;
  return org.level === 3 ? ALLOWED : denied('forbidden', orgAdminMessages.onlyCitiesMove);
};
