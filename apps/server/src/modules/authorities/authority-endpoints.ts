import {
  createAuthority,
  deleteAuthority,
  isPermission,
  isProtectedAuthority,
  menuItemPartnerTarget,
  queryAuthorities,
  resolvePartnerTarget,
  updateAuthority,
  type TAdminAuthority,
} from '@supportal/contract';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { accountAuthorityGrants, authorities, roleAuthorities } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { bindEndpoint } from '../../lib/endpoint/index.js';
import { recordAdminAction } from '../admin/index.js';
import type { TAuditLog } from '../../plugins/audit-log.js';
import { loadInterfaceEntries } from '../dictionary/index.js';
import { authorityEditor, canEditAuthorities } from './authority-editor.js';
import {
  findAllAuthorities,
  findAuthority,
  lockAuthorityWrites,
  toAdminAuthority,
  type TQueryable,
} from './authority-repository.js';
import { authorityMessages as messages } from './messages.js';

export type TAuthorityAdminDeps = {
  db: TDatabase;
  audit: TAuditLog;
  /** Menus are kept per set of roles (the callers of every instance): they must hear of each change. */
  menuChanged: () => Promise<void>;
};

const fieldError = (path: string, message: string) =>
  new AppError('badRequest', message, [{ path, message }]);

/** A partner page must lead to an allow-listed system, the same check that issues its tokens. */
const checkPartnerUrl = async (db: TDatabase, url: string) => {
  const target = menuItemPartnerTarget(url);
  if (target && !resolvePartnerTarget(target, await loadInterfaceEntries(db)))
    throw fieldError('url', messages.notAllowListed);
};

/** The parent exists and is neither the item nor below it (the item's code before and after a rename). */
const checkParent = async (tx: TQueryable, parentCode: string | null, ownCodes: readonly string[]) => {
  if (parentCode === null) return;
  if (ownCodes.includes(parentCode)) throw fieldError('parentAuthorityCode', messages.cycle);
  const parentOf = new Map((await findAllAuthorities(tx)).map((row) => [row.code, row.parentCode]));
  if (!parentOf.has(parentCode)) throw fieldError('parentAuthorityCode', messages.parentMissing(parentCode));
  // Walk up from the new parent; meeting the item means it would sit below itself. The set stops a loop.
  const seen = new Set<string>();
  for (let code: string | null | undefined = parentCode; code && !seen.has(code); code = parentOf.get(code)) {
    if (ownCodes.includes(code)) throw fieldError('parentAuthorityCode', messages.cycle);
    seen.add(code);
  }
};

const auditDetail = (item: TAdminAuthority) => ({
  authorityCode: item.authorityCode,
  authorityName: item.authorityName,
  parentAuthorityCode: item.parentAuthorityCode ?? '',
  url: item.url,
  sort: item.sort,
});

/** The tree of menu authorities: read by every holder of ADMIN_AUTHORITIES, changed by 总部 administrators. */
export const authorityEndpoints = ({ db, audit, menuChanged }: TAuthorityAdminDeps) => [
  bindEndpoint(queryAuthorities, async (_input, context) => ({
    authorities: (await findAllAuthorities(db)).map(toAdminAuthority),
    editable: context.caller ? await canEditAuthorities(db, context.caller) : false,
  })),

  bindEndpoint(createAuthority, async ({ body }, context) => {
    await authorityEditor(db, context);
    if (isPermission(body.authorityCode))
      throw new AppError('conflict', messages.reservedCode(body.authorityCode));
    await checkPartnerUrl(db, body.url);
    const created = await db.transaction(async (tx) => {
      await lockAuthorityWrites(tx);
      if (await findAuthority(tx, body.authorityCode))
        throw new AppError('conflict', messages.duplicateCode(body.authorityCode));
      await checkParent(tx, body.parentAuthorityCode, [body.authorityCode]);
      const [row] = await tx
        .insert(authorities)
        .values({
          code: body.authorityCode,
          name: body.authorityName,
          parentCode: body.parentAuthorityCode,
          url: body.url,
          sort: body.sort,
        })
        .returning();
      if (!row) throw new Error('authority not inserted');
      return toAdminAuthority(row);
    });
    await menuChanged();
    await recordAdminAction(audit, context, 'admin-authority-create', auditDetail(created));
    return created;
  }),

  bindEndpoint(updateAuthority, async ({ body }, context) => {
    await authorityEditor(db, context);
    const code = body.authorityCode;
    const newCode = body.newAuthorityCode ?? code;
    await checkPartnerUrl(db, body.url);
    const { before, after } = await db.transaction(async (tx) => {
      await lockAuthorityWrites(tx);
      const existing = await findAuthority(tx, code);
      if (!existing) throw new AppError('notFound', messages.notFound(code));
      if (newCode !== code) {
        if (isProtectedAuthority(code)) throw new AppError('conflict', messages.protectedCode(existing.name));
        if (isPermission(newCode)) throw new AppError('conflict', messages.reservedCode(newCode));
        if (await findAuthority(tx, newCode)) throw new AppError('conflict', messages.duplicateCode(newCode));
      }
      await checkParent(tx, body.parentAuthorityCode, [code, newCode]);
      const columns = {
        name: body.authorityName,
        parentCode: body.parentAuthorityCode,
        url: body.url,
        sort: body.sort,
      };
      if (newCode === code) {
        const [row] = await tx.update(authorities).set(columns).where(eq(authorities.code, code)).returning();
        if (!row) throw new AppError('notFound', messages.notFound(code));
        return { before: toAdminAuthority(existing), after: toAdminAuthority(row) };
      }
      // A new code: the row, the roles and sub-accounts holding it and its children move over together.
      const [row] = await tx
        .insert(authorities)
        .values({ code: newCode, ...columns })
        .returning();
      if (!row) throw new Error('authority not inserted');
      await tx
        .update(roleAuthorities)
        .set({ authorityCode: newCode })
        .where(eq(roleAuthorities.authorityCode, code));
      await tx
        .update(accountAuthorityGrants)
        .set({ authorityCode: newCode })
        .where(eq(accountAuthorityGrants.authorityCode, code));
      await tx.update(authorities).set({ parentCode: newCode }).where(eq(authorities.parentCode, code));
      await tx.delete(authorities).where(eq(authorities.code, code));
      return { before: toAdminAuthority(existing), after: toAdminAuthority(row) };
    });
    await menuChanged();
    await recordAdminAction(audit, context, 'admin-authority-update', {
      ...auditDetail(after),
      ...(before.authorityCode === after.authorityCode ? {} : { previousCode: before.authorityCode }),
      previousName: before.authorityName,
      previousParent: before.parentAuthorityCode ?? '',
      previousUrl: before.url,
      previousSort: before.sort,
    });
    return after;
  }),

  bindEndpoint(deleteAuthority, async ({ body }, context) => {
    await authorityEditor(db, context);
    const code = body.authorityCode;
    const deleted = await db.transaction(async (tx) => {
      await lockAuthorityWrites(tx);
      const existing = await findAuthority(tx, code);
      if (!existing) throw new AppError('notFound', messages.notFound(code));
      if (isProtectedAuthority(code)) throw new AppError('conflict', messages.protectedCode(existing.name));
      const children = await tx
        .select({ code: authorities.code })
        .from(authorities)
        .where(eq(authorities.parentCode, code));
      if (children.length > 0)
        throw new AppError('conflict', messages.hasChildren(existing.name, children.length));
      // Role grants and sub-account grants of the item go with it (foreign keys cascade).
      await tx.delete(authorities).where(eq(authorities.code, code));
      return toAdminAuthority(existing);
    });
    await menuChanged();
    await recordAdminAction(audit, context, 'admin-authority-delete', auditDetail(deleted));
    return { authorityCode: deleted.authorityCode };
  }),
];
