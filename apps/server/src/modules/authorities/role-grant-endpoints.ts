import {
  EDITABLE_ROLES,
  isProtectedAuthority,
  PERMISSIONS,
  queryRoleGrants,
  restoreRoleGrants,
  roleLabel,
  setRoleGrants,
  type TRoleGrants,
} from '@supportal/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { roleAuthorities } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { bindEndpoint, type TCaller } from '../../lib/endpoint/index.js';
import { recordAdminAction } from '../admin/index.js';
import { SHIPPED_ROLE_AUTHORITIES } from '../users/index.js';
import type { TAuthorityAdminDeps } from './authority-endpoints.js';
import { authorityEditor, canEditAuthorities } from './authority-editor.js';
import { findAllAuthorities, lockAuthorityWrites, type TQueryable } from './authority-repository.js';
import { authorityMessages as messages } from './messages.js';

const grantsOf = async (db: TQueryable, roles: readonly string[]): Promise<Map<string, string[]>> => {
  const rows =
    roles.length === 0
      ? []
      : await db
          .select()
          .from(roleAuthorities)
          .where(inArray(roleAuthorities.role, [...roles]))
          .orderBy(asc(roleAuthorities.authorityCode));
  const byRole = new Map<string, string[]>(roles.map((role) => [role, []]));
  for (const row of rows) byRole.get(row.role)?.push(row.authorityCode);
  return byRole;
};

/**
 * What an administrator may newly grant: the permissions it holds itself, and items added through
 * this console (not permission keys: no endpoint checks them, and their address is the editor's own
 * choice anyway). Taking an authority away is always allowed.
 */
const mayGrant = (caller: TCaller, code: string) =>
  caller.permissions.has(code) || !isProtectedAuthority(code);

/** Which roles hold which authorities; changed by 总部 administrators within what they hold. */
export const roleGrantEndpoints = ({ db, audit, menuChanged }: TAuthorityAdminDeps) => [
  bindEndpoint(queryRoleGrants, async (_input, context) => {
    const byRole = await grantsOf(db, EDITABLE_ROLES);
    const caller = context.caller;
    const all = await findAllAuthorities(db);
    return {
      roles: EDITABLE_ROLES.map((role) => ({
        role,
        roleName: roleLabel(role),
        authorityCodes: byRole.get(role) ?? [],
      })),
      grantable: caller ? all.map((row) => row.code).filter((code) => mayGrant(caller, code)) : [],
      editable: caller ? await canEditAuthorities(db, caller) : false,
    };
  }),

  bindEndpoint(setRoleGrants, async ({ body }, context): Promise<TRoleGrants> => {
    const caller = await authorityEditor(db, context);
    const { role } = body;
    const wanted = [...new Set(body.authorityCodes)].sort();
    const change = await db.transaction(async (tx) => {
      await lockAuthorityWrites(tx);
      const names = new Map((await findAllAuthorities(tx)).map((row) => [row.code, row.name]));
      const unknown = wanted.filter((code) => !names.has(code));
      if (unknown.length > 0) {
        const message = messages.unknownAuthorities(unknown.join('、'));
        throw new AppError('badRequest', message, [{ path: 'authorityCodes', message }]);
      }
      const current = (await grantsOf(tx, [role])).get(role) ?? [];
      const added = wanted.filter((code) => !current.includes(code));
      const removed = current.filter((code) => !wanted.includes(code));
      const notHeld = added.filter((code) => !mayGrant(caller, code));
      if (notHeld.length > 0)
        throw new AppError('forbidden', messages.notHeld(notHeld.map((code) => names.get(code)).join('、')));
      // No lock-out: the editor keeps ADMIN_AUTHORITIES through this role or another of its roles.
      if (caller.roles.includes(role) && removed.includes(PERMISSIONS.adminAuthorities)) {
        const others = await grantsOf(
          tx,
          caller.roles.filter((own) => own !== role),
        );
        const keeps = [...others.values()].some((codes) => codes.includes(PERMISSIONS.adminAuthorities));
        if (!keeps) throw new AppError('conflict', messages.lockOut);
      }
      if (removed.length > 0)
        await tx
          .delete(roleAuthorities)
          .where(and(eq(roleAuthorities.role, role), inArray(roleAuthorities.authorityCode, removed)));
      if (added.length > 0)
        await tx.insert(roleAuthorities).values(added.map((authorityCode) => ({ role, authorityCode })));
      return { added, removed };
    });
    if (change.added.length > 0 || change.removed.length > 0) {
      await menuChanged();
      await recordAdminAction(audit, context, 'admin-role-grants-update', {
        role,
        added: change.added.join(','),
        removed: change.removed.join(','),
      });
    }
    return { role, roleName: roleLabel(role), authorityCodes: wanted };
  }),

  // A shipped role's authorities taken away by mistake come back; what was added to it stays.
  bindEndpoint(restoreRoleGrants, async ({ body }, context): Promise<TRoleGrants> => {
    await authorityEditor(db, context);
    const { role } = body;
    const restored = await db.transaction(async (tx) => {
      await lockAuthorityWrites(tx);
      const present = new Set((await findAllAuthorities(tx)).map((row) => row.code));
      const current = (await grantsOf(tx, [role])).get(role) ?? [];
      const missing = (SHIPPED_ROLE_AUTHORITIES[role] ?? []).filter(
        (code) => present.has(code) && !current.includes(code),
      );
      if (missing.length > 0)
        await tx.insert(roleAuthorities).values(missing.map((authorityCode) => ({ role, authorityCode })));
      return { missing, codes: [...current, ...missing].sort() };
    });
    if (restored.missing.length > 0) {
      await menuChanged();
      await recordAdminAction(audit, context, 'admin-role-grants-restore', {
        role,
        added: restored.missing.join(','),
      });
    }
    return { role, roleName: roleLabel(role), authorityCodes: restored.codes };
  }),
];
