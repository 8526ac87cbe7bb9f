import {
  ACCOUNT_KINDS,
  createSubAccount,
  PERMISSIONS,
  querySubAccounts,
  queryGrantableMenu,
  resetSubAccountPassword,
  ROLES,
  setSubAccountEnabled,
  updateSubAccount,
  type TMenuAuthority,
} from '@supportal/contract';
import { eq, inArray } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { accounts, authorities, roleAuthorities } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { enforce } from '../../lib/policy-verdict.js';
import { isUniqueViolation } from '../../lib/database-errors.js';
import {
  bindEndpoint,
  type TBoundEndpoint,
  type TCallContext,
  type TCaller,
} from '../../lib/endpoint/index.js';
import { endpointModule } from '../../lib/module-manifest.js';
import type { TPlatformServices } from '../../plugins/platform-services.js';
import type { TSessionService } from '../../plugins/session.js';
import { accountChangeEntry, type TAuditLog } from '../../plugins/audit-log.js';
import { issueInitialPassword, resetToInitialPassword } from '../auth/index.js';
import { findAccountById, findAccountByLoginName, openableMenu } from '../users/index.js';
import { subAccountMessages as messages } from './messages.js';
import { mayManageSubAccounts } from './sub-account-policy.js';
import { listSubAccounts, lockSubAccount, readSubAccount, replaceGrants } from './sub-account-repository.js';

export type TSubAccountDeps = { db: TDatabase; sessions: TSessionService; audit: TAuditLog };

/** The caller as a supplier's main account (sub-account-policy.ts). */
const mainAccountOf = (context: TCallContext): TCaller => {
  const caller = context.caller;
  if (!caller) throw new AppError('unauthorized');
  enforce(mayManageSubAccounts(caller));
  return caller;
};

export const subAccountEndpoints = ({ db, sessions, audit }: TSubAccountDeps) => {
  /** What the caller may hand out: its own menu that a sub-account's role allows, never account management. */
  const grantableMenu = async (caller: TCaller): Promise<TMenuAuthority[]> => {
    const allowed = new Set(
      (
        await db
          .select({ code: roleAuthorities.authorityCode })
          .from(roleAuthorities)
          .where(eq(roleAuthorities.role, ROLES.supplierSubAccount))
      ).map((row) => row.code),
    );
    const grantable = caller.menuAuthorities.filter(
      (item) => allowed.has(item.authorityCode) && item.authorityCode !== PERMISSIONS.subAccountManage,
    );
    // Pages only a main account can open would always refuse a sub-account: they are not offered.
    return openableMenu(db, { kind: ACCOUNT_KINDS.supplier, roles: [ROLES.supplierSubAccount] }, grantable);
  };

  /** The asked codes with their menu parents, or 400 naming what lies outside the caller's menu. */
  const checkedGrants = async (caller: TCaller, codes: string[]): Promise<string[]> => {
    const menu = await grantableMenu(caller);
    const byCode = new Map(menu.map((item) => [item.authorityCode, item] as const));
    const outside = codes.filter((code) => !byCode.has(code));
    if (outside.length > 0) {
      const known = await db
        .select({ code: authorities.code, name: authorities.name })
        .from(authorities)
        .where(inArray(authorities.code, outside));
      const names = outside.map((code) => known.find((row) => row.code === code)?.name ?? code);
      throw new AppError('badRequest', messages.outsideMenu(names.join('、')), [
        { path: 'authorityCodes', message: messages.outsideMenu(names.join('、')) },
      ]);
    }
    // A granted item shows in the menu only under its group: the group comes with it.
    const granted = new Set<string>();
    for (const code of codes) {
      for (let item = byCode.get(code); item && !granted.has(item.authorityCode);) {
        granted.add(item.authorityCode);
        item = item.parentAuthorityCode ? byCode.get(item.parentAuthorityCode) : undefined;
      }
    }
    return [...granted].sort();
  };

  const record = (
    event: 'account-created' | 'account-updated' | 'account-disabled' | 'account-enabled' | 'password-reset',
    target: { id: number; loginName: string },
    caller: TCaller,
    context: TCallContext,
    detail: Record<string, string> = {},
  ) => audit.record(accountChangeEntry(event, target, caller, context.ip, detail));

  const subAccountId = (id: string) => Number(id);

  return [
    bindEndpoint(querySubAccounts, async (_input, context) => ({
      records: await listSubAccounts(db, mainAccountOf(context).corpCode),
    })),

    bindEndpoint(queryGrantableMenu, async (_input, context) => ({
      menuAuthorities: await grantableMenu(mainAccountOf(context)),
    })),

    bindEndpoint(createSubAccount, async ({ body }, context) => {
      const caller = mainAccountOf(context);
      const codes = await checkedGrants(caller, body.authorityCodes);
      if (await findAccountByLoginName(db, body.loginName)) {
        throw new AppError('conflict', messages.loginNameTaken(body.loginName));
      }
      const main = await findAccountById(db, caller.accountId);
      if (!main) throw new AppError('unauthorized');
      const { initialPassword, columns } = await issueInitialPassword();
      const created = await db
        .transaction(async (tx) => {
          const [row] = await tx
            .insert(accounts)
            .values({
              loginName: body.loginName,
              ...columns,
              displayName: body.displayName,
              kind: ACCOUNT_KINDS.supplier,
              supplierCode: main.supplierCode,
              supplierName: main.supplierName,
              corpCode: main.corpCode,
              corpName: main.corpName,
              mobile: body.mobile ?? null,
              email: body.email ?? null,
              secondAuth: false,
              roles: [ROLES.supplierSubAccount],
            })
            .returning();
          if (!row) throw new Error('sub-account not created');
          await replaceGrants(tx, row.id, codes, caller.accountId);
          return readSubAccount(tx, row);
        })
        .catch((error: unknown) => {
          // Two creations of one name at once: the unique index decides.
          if (isUniqueViolation(error))
            throw new AppError('conflict', messages.loginNameTaken(body.loginName));
          throw error;
        });
      await record(
        'account-created',
        { id: Number(created.id), loginName: created.loginName },
        caller,
        context,
        {
          grants: codes.join(','),
        },
      );
      return { account: created, initialPassword };
    }),

    bindEndpoint(updateSubAccount, async ({ body }, context) => {
      const caller = mainAccountOf(context);
      const codes = await checkedGrants(caller, body.authorityCodes);
      const updated = await db.transaction(async (tx) => {
        const account = await lockSubAccount(tx, caller.corpCode, subAccountId(body.id));
        if (!account) throw new AppError('notFound', messages.notFound);
        const [row] = await tx
          .update(accounts)
          .set({
            displayName: body.displayName,
            mobile: body.mobile ?? null,
            email: body.email ?? null,
            updatedAt: new Date(),
          })
          .where(eq(accounts.id, account.id))
          .returning();
        await replaceGrants(tx, account.id, codes, caller.accountId);
        return readSubAccount(tx, row ?? account);
      });
      await record(
        'account-updated',
        { id: Number(updated.id), loginName: updated.loginName },
        caller,
        context,
        {
          grants: codes.join(','),
        },
      );
      return updated;
    }),

    bindEndpoint(setSubAccountEnabled, async ({ body }, context) => {
      const caller = mainAccountOf(context);
      const updated = await db.transaction(async (tx) => {
        const account = await lockSubAccount(tx, caller.corpCode, subAccountId(body.id));
        if (!account) throw new AppError('notFound', messages.notFound);
        const [row] = await tx
          .update(accounts)
          .set({ enabled: body.enabled, updatedAt: new Date() })
          .where(eq(accounts.id, account.id))
          .returning();
        return readSubAccount(tx, row ?? account);
      });
      // Its open sessions end now, on every instance, and stay ended if it is enabled again.
      if (!body.enabled) await sessions.revokeAccount(Number(updated.id));
      await record(
        body.enabled ? 'account-enabled' : 'account-disabled',
        { id: Number(updated.id), loginName: updated.loginName },
        caller,
        context,
      );
      return updated;
    }),

    bindEndpoint(resetSubAccountPassword, async ({ body }, context) => {
      const caller = mainAccountOf(context);
      const { account, initialPassword } = await resetToInitialPassword(db, async (tx) => {
        const row = await lockSubAccount(tx, caller.corpCode, subAccountId(body.id));
        if (!row) throw new AppError('notFound', messages.notFound);
        return row;
      });
      await sessions.revokeAccount(account.id);
      await record('password-reset', account, caller, context);
      return { initialPassword };
    }),
  ];
};

/** A supplier's main account managing its sub-accounts. */
export const supplierAccountsModule = endpointModule(
  'supplier-accounts',
  ({ db, platform }: { db: TDatabase; platform: Pick<TPlatformServices, 'sessions' | 'audit'> }) =>
    subAccountEndpoints({ db, sessions: platform.sessions, audit: platform.audit }) as TBoundEndpoint[],
);
