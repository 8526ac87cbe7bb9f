import {
  ACCOUNT_KINDS,
  roleLabel,
  ROLES,
  type TAdminAccount,
  type TAdminAccountFilter,
  type TAdminAccountKind,
} from '@supportal/contract';
import { and, desc, eq, ilike, inArray, not, or, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { accounts, auditEvents, authorities, roleAuthorities } from '../../db/schema/index.js';
import { formatChinaTime } from '../../lib/china-time.js';
import { accountsInScope } from './account-admin-policy.js';
import type { TAdminScope } from './account-scope.js';
import { containsPattern } from '../../lib/like-pattern.js';

type TExecutor = Pick<TDatabase, 'select' | 'insert' | 'update'>;
type TAccountRow = typeof accounts.$inferSelect;

const isSubAccountRow = sql`${ROLES.supplierSubAccount} = ANY(${accounts.roles})`;

/**
 * Locked: a lockout of the last 24 hours (the longest wait, PASSWORD_FAILURE_MEMORY_MS) that neither a
 * successful login nor an administrator's unlock followed. Waits are kept per address in the session
 * store; the audit trail is what says, for every account at once, that one began.
 */
const lockedExpression = sql<boolean>`exists (
  select 1 from ${auditEvents} lockouts
  where lockouts.account_id = ${accounts.id} and lockouts.event = 'lockout'
    and lockouts.occurred_at > now() - interval '24 hours'
    and not exists (
      select 1 from ${auditEvents} cleared
      where cleared.account_id = ${accounts.id}
        and cleared.event in ('login-success', 'admin-account-unlock')
        and cleared.occurred_at > lockouts.occurred_at))`;

const kindOf = (row: TAccountRow): TAdminAccountKind =>
  row.kind === ACCOUNT_KINDS.staff
    ? 'staff'
    : row.roles.includes(ROLES.supplierSubAccount)
      ? 'supplierSub'
      : 'supplier';

const toAdminAccount = (row: TAccountRow, locked: boolean): TAdminAccount => {
  const kind = kindOf(row);
  return {
    id: String(row.id),
    loginName: row.loginName,
    displayName: row.displayName,
    kind,
    corpCode: row.corpCode,
    corpName: row.corpName,
    orgLevel: row.orgLevel,
    mobile: row.mobile,
    email: row.email,
    roles: row.roles.map((role) => ({ role, roleName: roleLabel(role) })),
    enabled: row.enabled,
    locked,
    manageable: kind !== 'supplierSub',
    createdAt: formatChinaTime(row.createdAt) ?? '',
  };
};

/** `orgCodes`: the filter's org and those below it (already checked against the scope). */
const filterConditions = (filter: TAdminAccountFilter, orgCodes: readonly string[] | undefined) =>
  and(
    filter.keyword
      ? or(
          ilike(accounts.loginName, containsPattern(filter.keyword)),
          ilike(accounts.displayName, containsPattern(filter.keyword)),
        )
      : undefined,
    filter.kind === 'staff' ? eq(accounts.kind, ACCOUNT_KINDS.staff) : undefined,
    filter.kind === 'supplier'
      ? and(eq(accounts.kind, ACCOUNT_KINDS.supplier), not(isSubAccountRow))
      : undefined,
    filter.kind === 'supplierSub'
      ? and(eq(accounts.kind, ACCOUNT_KINDS.supplier), isSubAccountRow)
      : undefined,
    orgCodes
      ? and(eq(accounts.kind, ACCOUNT_KINDS.staff), inArray(accounts.corpCode, [...orgCodes]))
      : undefined,
    filter.orgLevel ? eq(accounts.orgLevel, filter.orgLevel) : undefined,
    filter.status === 'enabled' ? eq(accounts.enabled, true) : undefined,
    filter.status === 'disabled' ? eq(accounts.enabled, false) : undefined,
    filter.status === 'locked' ? lockedExpression : undefined,
  );

/** One page of the accounts in scope under the filter, newest first. */
export const queryAccountsInScope = async (
  db: TDatabase,
  scope: TAdminScope,
  filter: TAdminAccountFilter,
  orgCodes: readonly string[] | undefined,
  page: { current: number; size: number },
): Promise<{ total: number; records: TAdminAccount[] }> => {
  const where = and(accountsInScope(scope), filterConditions(filter, orgCodes));
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(accounts)
    .where(where);
  const rows = await db
    .select({ account: accounts, locked: lockedExpression })
    .from(accounts)
    .where(where)
    .orderBy(desc(accounts.id))
    .limit(page.size)
    .offset((page.current - 1) * page.size);
  return { total: counted?.total ?? 0, records: rows.map((row) => toAdminAccount(row.account, row.locked)) };
};

/** One account as the list shows it. */
export const readAdminAccount = async (db: Pick<TDatabase, 'select'>, id: number): Promise<TAdminAccount> => {
  const [row] = await db
    .select({ account: accounts, locked: lockedExpression })
    .from(accounts)
    .where(eq(accounts.id, id));
  if (!row) throw new Error(`account ${id} vanished`);
  return toAdminAccount(row.account, row.locked);
};

/** The account, locked for the change (FOR UPDATE); null when there is none. */
export const lockAccount = async (db: Pick<TDatabase, 'select'>, id: number): Promise<TAccountRow | null> => {
  const rows = await db.select().from(accounts).where(eq(accounts.id, id)).for('update');
  return rows[0] ?? null;
};

/** Every role with the authorities it grants (code and name); shipped roles without any are listed too. */
export const loadRoleAuthorities = async (
  db: Pick<TDatabase, 'select'>,
): Promise<Map<string, { code: string; name: string }[]>> => {
  const rows = await db
    .select({ role: roleAuthorities.role, code: authorities.code, name: authorities.name })
    .from(roleAuthorities)
    .innerJoin(authorities, eq(authorities.code, roleAuthorities.authorityCode))
    .orderBy(roleAuthorities.role, authorities.sort);
  const byRole = new Map<string, { code: string; name: string }[]>(
    Object.values(ROLES).map((role) => [role, []]),
  );
  for (const row of rows) byRole.set(row.role, [...(byRole.get(row.role) ?? []), row]);
  return byRole;
};

export type TNewAccountRow = Omit<typeof accounts.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'enabled'>;

/** Writes a new account (one statement); the unique index on the lower-cased login name decides races. */
export const insertAccount = async (db: TExecutor, values: TNewAccountRow): Promise<TAccountRow> => {
  const [row] = await db.insert(accounts).values(values).returning();
  if (!row) throw new Error('account not created');
  return row;
};
