import {
  createOrg,
  moveOrg,
  queryAdminOrgs,
  renameOrg,
  setOrgEnabled,
  type TAdminOrg,
  type TAuditEventKind,
} from '@supportal/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { accounts, admAreas, orgs } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/database-errors.js';
import { bindEndpoint, type TCallContext } from '../../lib/endpoint/index.js';
import { enforce } from '../../lib/policy-verdict.js';
import type { TAuditLog } from '../../plugins/audit-log.js';
import { loadAdminScope, recordAdminAction } from '../admin/index.js';
import { mayChangeOrg, mayDisableOrg, mayMoveOrg, mayPlaceOrgUnder } from './org-admin-policy.js';
import { orgUnitMessages as messages } from './org-messages.js';

type TOrgRow = typeof orgs.$inferSelect;
type TTransaction = Parameters<Parameters<TDatabase['transaction']>[0]>[0];
type TReader = Pick<TDatabase, 'select'>;

const ORG_LEVEL = { 1: '1', 2: '2', 3: '3' } as const;

const fieldError = (path: string, message: string, code: 'badRequest' | 'conflict' = 'badRequest') =>
  new AppError(code, message, [{ path, message }]);

/** Every unit with its area's name and its own staff count, tree order left to the caller. */
const loadAdminOrgs = async (reader: TReader): Promise<Map<string, TAdminOrg>> => {
  const rows = await reader
    .select({ org: orgs, areaName: admAreas.name })
    .from(orgs)
    .leftJoin(admAreas, eq(admAreas.code, orgs.provAdmCode))
    .orderBy(asc(orgs.level), asc(orgs.sort), asc(orgs.code));
  const staff = await reader
    .select({ corpCode: accounts.corpCode, staffCount: count() })
    .from(accounts)
    .where(eq(accounts.kind, 'staff'))
    .groupBy(accounts.corpCode);
  const staffOf = new Map(staff.map((row) => [row.corpCode, row.staffCount]));
  return new Map(
    rows.map(({ org, areaName }) => [
      org.code,
      {
        orgCode: org.code,
        orgName: org.name,
        orgLevel: ORG_LEVEL[org.level as keyof typeof ORG_LEVEL] ?? '3',
        parentCode: org.parentCode,
        provAdmCode: org.provAdmCode,
        areaName,
        enabled: org.enabled,
        staffCount: staffOf.get(org.code) ?? 0,
      },
    ]),
  );
};

const readAdminOrg = async (reader: TReader, code: string): Promise<TAdminOrg> => {
  const org = (await loadAdminOrgs(reader)).get(code);
  if (!org) throw new Error(`unit ${code} vanished`);
  return org;
};

/** The unit, locked for the change; 404 when there is none. */
const lockOrg = async (tx: TTransaction, code: string): Promise<TOrgRow> => {
  const [row] = await tx.select().from(orgs).where(eq(orgs.code, code)).for('update');
  if (!row) throw new AppError('notFound', messages.notFound(code));
  return row;
};

/** A parent a unit is placed under: known (400), in scope (403), of the level above (400), enabled (409). */
const checkedParent = async (
  tx: TTransaction,
  scope: { orgCodes: ReadonlySet<string> },
  parentCode: string,
  level: number,
) => {
  const [parent] = await tx.select().from(orgs).where(eq(orgs.code, parentCode));
  if (!parent) throw fieldError('parentCode', messages.parentNotFound(parentCode));
  enforce(mayPlaceOrgUnder(scope, parent.code));
  if (parent.level !== level - 1) throw fieldError('parentCode', messages.parentLevel(level));
  if (!parent.enabled) throw fieldError('parentCode', messages.parentDisabled(parent.name), 'conflict');
  return parent;
};

/** One change of the tree at a time, imports included: each plans against the tree as it stands. */
const lockTree = (tx: TTransaction) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('supportal-org-import'))`);

/** 单位管理: the units of the administrator's scope, created, renamed, moved, disabled one at a time. */
export const orgUnitEndpoints = ({ db, audit }: { db: TDatabase; audit: TAuditLog }) => {
  const scopeOf = (context: TCallContext) => {
    if (!context.caller) throw new AppError('unauthorized');
    return loadAdminScope(db, context.caller);
  };
  const record = (
    context: TCallContext,
    event: TAuditEventKind,
    org: TAdminOrg,
    detail: Record<string, string> = {},
  ) => recordAdminAction(audit, context, event, { orgCode: org.orgCode, orgName: org.orgName, ...detail });

  return [
    bindEndpoint(queryAdminOrgs, async (_input, context) => {
      const scope = await scopeOf(context);
      const all = await loadAdminOrgs(db);
      const areas = await db
        .select({ code: admAreas.code, name: admAreas.name })
        .from(admAreas)
        .where(eq(admAreas.level, 1))
        .orderBy(asc(admAreas.sort), asc(admAreas.code));
      return {
        orgs: scope.orgs.flatMap((org) => all.get(org.orgCode) ?? []),
        areas,
        mayCreateProvince: scope.manageSuppliers,
      };
    }),

    bindEndpoint(createOrg, async ({ body }, context) => {
      const scope = await scopeOf(context);
      const level = Number(body.orgLevel);
      await db
        .transaction(async (tx) => {
          await lockTree(tx);
          const parent = await checkedParent(tx, scope, body.parentCode, level);
          const [taken] = await tx.select({ code: orgs.code }).from(orgs).where(eq(orgs.code, body.orgCode));
          if (taken) throw fieldError('orgCode', messages.codeTaken(body.orgCode), 'conflict');
          const areaCode = level === 3 ? (body.provAdmCode ?? parent.provAdmCode) : body.provAdmCode;
          if (!areaCode) throw fieldError('provAdmCode', messages.provinceAreaRequired);
          if (level === 3 && areaCode !== parent.provAdmCode)
            throw fieldError('provAdmCode', messages.cityAreaMismatch(parent.provAdmCode));
          const [area] = await tx.select().from(admAreas).where(eq(admAreas.code, areaCode));
          if (!area) {
            if (!body.provAdmName) throw fieldError('provAdmName', messages.areaNameRequired(areaCode));
            await tx
              .insert(admAreas)
              .values({ code: areaCode, name: body.provAdmName, level: 1, parentCode: null });
          }
          const [last] = await tx
            .select({ sort: sql<number>`coalesce(max(${orgs.sort}), 0)::int` })
            .from(orgs)
            .where(eq(orgs.parentCode, parent.code));
          await tx.insert(orgs).values({
            code: body.orgCode,
            name: body.orgName,
            level,
            parentCode: parent.code,
            provAdmCode: areaCode,
            sort: (last?.sort ?? 0) + 1,
          });
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error))
            throw fieldError('orgCode', messages.codeTaken(body.orgCode), 'conflict');
          throw error;
        });
      const created = await readAdminOrg(db, body.orgCode);
      await record(context, 'admin-org-create', created, { parentCode: body.parentCode });
      return created;
    }),

    bindEndpoint(renameOrg, async ({ body }, context) => {
      const scope = await scopeOf(context);
      const before = await db.transaction(async (tx) => {
        await lockTree(tx);
        const org = await lockOrg(tx, body.orgCode);
        enforce(mayChangeOrg(scope, org));
        await tx.update(orgs).set({ name: body.orgName }).where(eq(orgs.code, org.code));
        // Accounts carry their unit's name: its staff show the new one. Notices keep the name they had.
        await tx
          .update(accounts)
          .set({ corpName: body.orgName })
          .where(and(eq(accounts.kind, 'staff'), eq(accounts.corpCode, org.code)));
        return org;
      });
      const renamed = await readAdminOrg(db, body.orgCode);
      await record(context, 'admin-org-rename', renamed, { previousName: before.name });
      return renamed;
    }),

    bindEndpoint(moveOrg, async ({ body }, context) => {
      const scope = await scopeOf(context);
      const before = await db.transaction(async (tx) => {
        await lockTree(tx);
        const org = await lockOrg(tx, body.orgCode);
        enforce(mayMoveOrg(scope, org));
        const parent = await checkedParent(tx, scope, body.parentCode, org.level);
        await tx
          .update(orgs)
          .set({ parentCode: parent.code, provAdmCode: parent.provAdmCode })
          .where(eq(orgs.code, org.code));
        return org;
      });
      const moved = await readAdminOrg(db, body.orgCode);
      await record(context, 'admin-org-move', moved, {
        previousParentCode: before.parentCode ?? '',
        parentCode: body.parentCode,
      });
      return moved;
    }),

    bindEndpoint(setOrgEnabled, async ({ body }, context) => {
      const scope = await scopeOf(context);
      const enabled = body.enabled === true;
      await db.transaction(async (tx) => {
        await lockTree(tx);
        const org = await lockOrg(tx, body.orgCode);
        enforce(mayDisableOrg({ ...scope, ownOrgCode: scope.orgs[0]?.orgCode }, org));
        if (enabled) {
          const [parent] = await tx
            .select()
            .from(orgs)
            .where(eq(orgs.code, org.parentCode ?? ''));
          if (parent && !parent.enabled)
            throw new AppError('conflict', messages.enableUnderDisabled(parent.name));
        } else {
          const [child] = await tx
            .select({ code: orgs.code })
            .from(orgs)
            .where(and(eq(orgs.parentCode, org.code), eq(orgs.enabled, true)))
            .limit(1);
          if (child) throw new AppError('conflict', messages.hasEnabledChildren(org.name));
        }
        await tx.update(orgs).set({ enabled }).where(eq(orgs.code, org.code));
      });
      const changed = await readAdminOrg(db, body.orgCode);
      await record(context, enabled ? 'admin-org-enable' : 'admin-org-disable', changed);
      return changed;
    }),
  ];
};
