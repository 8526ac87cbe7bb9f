import {
  ACCOUNT_KINDS,
  createStaffAccount,
  createSupplier,
  createSupplierAccount,
  queryAccountOptions,
  queryAdminAccounts,
  resetAdminAccountPassword,
  roleLabel,
  ROLES,
  setAdminAccountEnabled,
  STAFF_ORG_LEVEL_LABELS,
  STAFF_ORG_LEVEL_OF,
  unlockAdminAccount,
  updateAdminAccount,
  type TAuditEventKind,
  type TOrg,
  type TStaffOrgLevel,
} from '@supportal/contract';
import { eq, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { accounts } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { enforce } from '../../lib/policy-verdict.js';
import { isUniqueViolation } from '../../lib/database-errors.js';
import { bindEndpoint, type TCallContext, type TCaller } from '../../lib/endpoint/index.js';
import type { TSessionService } from '../../plugins/session.js';
import type { TSessionStore } from '../../plugins/session-store.js';
import { accountChangeEntry, type TAuditLog } from '../../plugins/audit-log.js';
import { issueInitialPassword, resetToInitialPassword, unlockPasswordFailures } from '../auth/index.js';
import { reviewUnitOf, usccInUse } from '../supplier-registration/index.js';
import { createSupplierWithMainAccount, findSupplier } from '../suppliers/index.js';
import { findAccountByLoginName } from '../users/index.js';
import {
  insertAccount,
  loadRoleAuthorities,
  lockAccount,
  queryAccountsInScope,
  readAdminAccount,
} from './account-admin-repository.js';
import {
  mayAssignRole,
  mayCreateSupplier,
  mayManageAccount,
  mayManageSuppliers,
  mayUseOrg,
} from './account-admin-policy.js';
import { loadAdminScope, loadOrgRows, orgSubtree, toOrg, type TAdminScope } from './account-scope.js';
import { accountAdminMessages as messages } from './messages.js';

export type TAccountAdminDeps = {
  db: TDatabase;
  /** Ends an account's sessions on every instance (disable, password reset). */
  sessions: TSessionService;
  /** Where login failures are counted (unlock). */
  store: TSessionStore;
  audit: TAuditLog;
};

type TAccountRow = typeof accounts.$inferSelect;
type TRoleAuthorities = Awaited<ReturnType<typeof loadRoleAuthorities>>;

/** Roles a supplier account holds; staff accounts never get them from here. */
const SUPPLIER_ROLES: ReadonlySet<string> = new Set([ROLES.supplier, ROLES.supplierSubAccount]);

const callerOf = (context: TCallContext): TCaller => {
  if (!context.caller) throw new AppError('unauthorized');
  return context.caller;
};

const fieldError = (path: string, message: string) =>
  new AppError('badRequest', message, [{ path, message }]);

type TOrgWithState = TOrg & { enabled: boolean };

const loadOrgsWithState = async (db: TDatabase): Promise<TOrgWithState[]> =>
  (await loadOrgRows(db)).map((row) => ({ ...toOrg(row), enabled: row.enabled }));

/**
 * The org of a staff account: known (400), in scope (403), with the level it implies or was given
 * consistently (400); one an account is `placing` in (new, or moved there) must not be disabled (409).
 */
const checkedOrg = (
  scope: TAdminScope,
  allOrgs: readonly TOrgWithState[],
  orgCode: string,
  orgLevel: TStaffOrgLevel | undefined,
  placing: boolean,
) => {
  const org = allOrgs.find((candidate) => candidate.orgCode === orgCode);
  if (!org) throw fieldError('orgCode', messages.unknownOrg(orgCode));
  enforce(mayUseOrg(scope, { code: org.orgCode, name: org.orgName }));
  if (placing && !org.enabled) {
    throw new AppError('conflict', messages.orgDisabled(org.orgName), [
      { path: 'orgCode', message: messages.orgDisabled(org.orgName) },
    ]);
  }
  const level = STAFF_ORG_LEVEL_OF[org.orgLevel];
  if (orgLevel !== undefined && orgLevel !== level) {
    throw fieldError(
      'orgLevel',
      messages.orgLevelMismatch(org.orgName, `${level}（${STAFF_ORG_LEVEL_LABELS[level]}）`),
    );
  }
  return { org, level };
};

export const accountAdminEndpoints = ({ db, sessions, store, audit }: TAccountAdminDeps) => {
  const scopeOf = (context: TCallContext) => loadAdminScope(db, callerOf(context));

  /**
   * Roles a staff account may hold (400 for a supplier or unknown role), and the change from `before`
   * to `after` only with roles the administrator may assign (403 saying why).
   */
  const checkRoleChange = (
    roleAuthorities: TRoleAuthorities,
    scope: TAdminScope,
    before: readonly string[],
    after: readonly string[],
  ) => {
    const unknown = after.filter((role) => !roleAuthorities.has(role) || SUPPLIER_ROLES.has(role));
    if (unknown.length > 0) throw fieldError('roles', messages.unknownRoles(unknown.join('、')));
    const changed = [
      ...after.filter((role) => !before.includes(role)),
      ...before.filter((role) => !after.includes(role)),
    ];
    for (const role of changed) enforce(mayAssignRole(scope, role));
  };

  const record = (
    event: TAuditEventKind,
    target: { id: number; loginName: string },
    context: TCallContext,
    detail: Record<string, string> = {},
  ) => audit.record(accountChangeEntry(event, target, callerOf(context), context.ip, detail));

  /** Inserts the account with a generated password; 409 when the login name is taken, whatever its case. */
  const createWithPassword = async (
    values: Omit<Parameters<typeof insertAccount>[1], 'passwordHash' | 'mustChangePassword'>,
  ) => {
    if (await findAccountByLoginName(db, values.loginName)) {
      throw new AppError('conflict', messages.loginNameTaken(values.loginName));
    }
    const { initialPassword, columns } = await issueInitialPassword();
    const row = await insertAccount(db, { ...values, ...columns }).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('conflict', messages.loginNameTaken(values.loginName));
      throw error;
    });
    return { row, initialPassword };
  };

  /** Locks the account for a change after checking it is in scope; 404 for an unknown id. */
  const lockManageable = async (tx: Pick<TDatabase, 'select'>, scope: TAdminScope, id: string) => {
    const account = await lockAccount(tx, Number(id));
    if (!account) throw new AppError('notFound', messages.notFound);
    enforce(mayManageAccount(scope, account));
    return account;
  };

  return [
    bindEndpoint(queryAdminAccounts, async ({ body }, context) => {
      const scope = await scopeOf(context);
      const { current, size, ...filter } = body;
      let orgCodes: string[] | undefined;
      if (filter.orgCode) {
        const subtree = orgSubtree(await loadOrgRows(db), filter.orgCode);
        if (subtree.length === 0) throw fieldError('orgCode', messages.unknownOrg(filter.orgCode));
        enforce(mayUseOrg(scope, { code: filter.orgCode, name: subtree[0]?.name ?? filter.orgCode }));
        orgCodes = subtree.map((row) => row.code);
      }
      return queryAccountsInScope(db, scope, filter, orgCodes, { current, size });
    }),

    bindEndpoint(queryAccountOptions, async (_input, context) => {
      const scope = await scopeOf(context);
      const roleAuthorities = await loadRoleAuthorities(db);
      return {
        orgs: scope.orgs,
        manageSuppliers: scope.manageSuppliers,
        createSuppliers: mayCreateSupplier(scope, null).allowed,
        roles: [...roleAuthorities]
          .filter(([role]) => !SUPPLIER_ROLES.has(role))
          .map(([role]) => {
            const verdict = mayAssignRole(scope, role);
            return {
              role,
              roleName: roleLabel(role),
              grantable: verdict.allowed,
              missingAuthorities: [],
              refusal: verdict.allowed ? null : (verdict.message ?? null),
            };
          }),
      };
    }),

    bindEndpoint(createStaffAccount, async ({ body }, context) => {
      const scope = await scopeOf(context);
      const allOrgs = await loadOrgsWithState(db);
      const { org, level } = checkedOrg(scope, allOrgs, body.orgCode, body.orgLevel, true);
      checkRoleChange(await loadRoleAuthorities(db), scope, [], body.roles);
      const { row, initialPassword } = await createWithPassword({
        loginName: body.loginName,
        displayName: body.displayName,
        kind: ACCOUNT_KINDS.staff,
        supplierCode: null,
        supplierName: null,
        corpCode: org.orgCode,
        corpName: org.orgName,
        orgLevel: level,
        mobile: body.mobile ?? null,
        email: body.email ?? null,
        secondAuth: false,
        roles: body.roles,
      });
      await record('admin-account-create', row, context, {
        kind: 'staff',
        orgCode: org.orgCode,
        roles: body.roles.join(','),
      });
      return { account: await readAdminAccount(db, row.id), initialPassword };
    }),

    bindEndpoint(createSupplierAccount, async ({ body }, context) => {
      const scope = await scopeOf(context);
      enforce(mayManageSuppliers(scope));
      const supplier = await findSupplier(db, body.supplierCode);
      if (!supplier) throw fieldError('supplierCode', messages.unknownSupplier(body.supplierCode));
      const { row, initialPassword } = await createWithPassword({
        loginName: body.loginName,
        displayName: body.displayName,
        kind: ACCOUNT_KINDS.supplier,
        supplierCode: supplier.code,
        supplierName: supplier.name,
        corpCode: supplier.code,
        corpName: supplier.name,
        orgLevel: null,
        mobile: body.mobile ?? null,
        email: body.email ?? null,
        secondAuth: false,
        roles: [ROLES.supplier],
      });
      await record('admin-account-create', row, context, { kind: 'supplier', supplierCode: supplier.code });
      return { account: await readAdminAccount(db, row.id), initialPassword };
    }),

    bindEndpoint(createSupplier, async ({ body }, context) => {
      const caller = callerOf(context);
      const scope = await scopeOf(context);
      enforce(mayCreateSupplier(scope, null));
      enforce(mayCreateSupplier(scope, await reviewUnitOf(db, body.base.address, [])));
      const uscc = body.base.uscc;
      const usccTaken = () =>
        new AppError('conflict', messages.usccTaken, [{ path: 'base.uscc', message: messages.usccTaken }]);
      const { initialPassword, columns } = await issueInitialPassword();
      const created = await db.transaction(async (tx) => {
        // One entry per USCC at a time: the check below and the insert must not interleave with a twin.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`supplier-uscc:${uscc}`}))`);
        if (await usccInUse(tx, uscc)) throw usccTaken();
        const supplier = await createSupplierWithMainAccount(tx, {
          snapshot: {
            base: body.base,
            contacts: [{ id: null, position: null, email: null, ...body.contact }],
            bankAccounts: [],
            certificates: [],
            categories: [],
          },
          approverAccountId: caller.accountId,
          mainAccount: {
            loginName: uscc,
            ...columns,
            displayName: body.contact.name,
            mobile: body.contact.mobile,
            email: body.contact.email ?? null,
          },
        });
        if (!supplier) throw usccTaken();
        return supplier;
      });
      await record('admin-supplier-create', { id: created.accountId, loginName: uscc }, context, {
        supplierCode: created.supplierCode,
        supplierName: body.base.supplierName,
      });
      return {
        supplierCode: created.supplierCode,
        account: await readAdminAccount(db, created.accountId),
        initialPassword,
      };
    }),

    bindEndpoint(updateAdminAccount, async ({ body }, context) => {
      const caller = callerOf(context);
      const scope = await scopeOf(context);
      const allOrgs = await loadOrgsWithState(db);
      // Read before the transaction: the embedded database has one connection, which it holds.
      const roleAuthorities = await loadRoleAuthorities(db);
      const changed = await db.transaction(async (tx) => {
        const account = await lockManageable(tx, scope, body.id);
        const isSelf = account.id === caller.accountId;
        const staffChanges: Partial<TAccountRow> = {};
        if (account.kind !== ACCOUNT_KINDS.staff) {
          if (body.orgCode !== undefined || body.orgLevel !== undefined || body.roles !== undefined) {
            throw new AppError('badRequest', messages.supplierHasNoOrg);
          }
        } else {
          const orgCode = body.orgCode ?? account.corpCode;
          if (body.orgCode !== undefined || body.orgLevel !== undefined) {
            const { org, level } = checkedOrg(
              scope,
              allOrgs,
              orgCode,
              body.orgLevel,
              orgCode !== account.corpCode,
            );
            Object.assign(staffChanges, { corpCode: org.orgCode, corpName: org.orgName, orgLevel: level });
          }
          if (body.roles !== undefined) {
            if (isSelf && account.roles.some((role) => !body.roles?.includes(role))) {
              throw new AppError('badRequest', messages.cannotDemoteSelf);
            }
            checkRoleChange(roleAuthorities, scope, account.roles, body.roles);
            staffChanges.roles = body.roles;
          }
          if (isSelf && staffChanges.corpCode !== undefined && staffChanges.corpCode !== account.corpCode) {
            throw new AppError('badRequest', messages.cannotDemoteSelf);
          }
        }
        await tx
          .update(accounts)
          .set({
            displayName: body.displayName,
            mobile: body.mobile ?? null,
            email: body.email ?? null,
            ...staffChanges,
            updatedAt: new Date(),
          })
          .where(eq(accounts.id, account.id));
        return { account, staffChanges };
      });
      const { account, staffChanges } = changed;
      await record('admin-account-update', account, context, {
        ...(staffChanges.corpCode ? { orgCode: staffChanges.corpCode } : {}),
        ...(staffChanges.roles ? { roles: staffChanges.roles.join(',') } : {}),
      });
      return readAdminAccount(db, account.id);
    }),

    bindEndpoint(setAdminAccountEnabled, async ({ body }, context) => {
      const caller = callerOf(context);
      const scope = await scopeOf(context);
      const enabled = body.enabled === true;
      if (!enabled && Number(body.id) === caller.accountId) {
        throw new AppError('badRequest', messages.cannotDisableSelf);
      }
      const account = await db.transaction(async (tx) => {
        const row = await lockManageable(tx, scope, body.id);
        await tx.update(accounts).set({ enabled, updatedAt: new Date() }).where(eq(accounts.id, row.id));
        return row;
      });
      // Its open sessions end now, on every instance, and stay ended if it is enabled again.
      if (!enabled) await sessions.revokeAccount(account.id);
      await record(enabled ? 'admin-account-enable' : 'admin-account-disable', account, context);
      return readAdminAccount(db, account.id);
    }),

    bindEndpoint(resetAdminAccountPassword, async ({ body }, context) => {
      const scope = await scopeOf(context);
      const { account, initialPassword } = await resetToInitialPassword(db, (tx) =>
        lockManageable(tx, scope, body.id),
      );
      await sessions.revokeAccount(account.id);
      await record('admin-password-reset', account, context);
      return { initialPassword };
    }),

    bindEndpoint(unlockAdminAccount, async ({ body }, context) => {
      const scope = await scopeOf(context);
      const account = await lockManageable(db, scope, body.id);
      await unlockPasswordFailures(store, account.loginName);
      // Written before answering: the list's 已锁定 reads it.
      await record('admin-account-unlock', account, context);
      return readAdminAccount(db, account.id);
    }),
  ];
};
