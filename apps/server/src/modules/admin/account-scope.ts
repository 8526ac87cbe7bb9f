import { ACCOUNT_KINDS, type TOrg } from '@supportal/contract';
import { asc } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { orgs } from '../../db/schema/index.js';
import type { TCaller } from '../../lib/endpoint/index.js';

type TOrgRow = typeof orgs.$inferSelect;

/** What an administrator manages: its org and the orgs below it; supplier accounts only from the top org. */
export type TAdminScope = {
  /** The orgs of the scope, parents before children, as the org list sends them, with their state. */
  orgs: (TOrg & { enabled: boolean })[];
  orgCodes: ReadonlySet<string>;
  /** Suppliers belong to no org: only an administrator of the top org (总部) manages their accounts. */
  manageSuppliers: boolean;
};

const ORG_LEVEL = { 1: '1', 2: '2', 3: '3' } as const;

export const toOrg = (row: TOrgRow): TOrg => ({
  orgCode: row.code,
  orgName: row.name,
  orgLevel: ORG_LEVEL[row.level as keyof typeof ORG_LEVEL] ?? '3',
  parentCode: row.parentCode,
  provAdmCode: row.provAdmCode,
});

/** The org and every org below it, in tree order. */
export const orgSubtree = (rows: readonly TOrgRow[], rootCode: string): TOrgRow[] => {
  const childrenOf = new Map<string, TOrgRow[]>();
  for (const row of rows) {
    if (row.parentCode) childrenOf.set(row.parentCode, [...(childrenOf.get(row.parentCode) ?? []), row]);
  }
  const root = rows.find((row) => row.code === rootCode);
  if (!root) return [];
  const result: TOrgRow[] = [];
  const seen = new Set<string>();
  const visit = (row: TOrgRow) => {
    if (seen.has(row.code)) return;
    seen.add(row.code);
    result.push(row);
    for (const child of childrenOf.get(row.code) ?? []) visit(child);
  };
  visit(root);
  return result;
};

export const loadOrgRows = (db: Pick<TDatabase, 'select'>) =>
  db.select().from(orgs).orderBy(asc(orgs.level), asc(orgs.sort), asc(orgs.code));

/** The caller's scope; a caller that is not staff of a known org manages nothing. */
export const loadAdminScope = async (db: TDatabase, caller: TCaller): Promise<TAdminScope> => {
  if (caller.kind !== ACCOUNT_KINDS.staff) return { orgs: [], orgCodes: new Set(), manageSuppliers: false };
  const rows = await loadOrgRows(db);
  const subtree = orgSubtree(rows, caller.corpCode);
  return {
    orgs: subtree.map((row) => ({ ...toOrg(row), enabled: row.enabled })),
    orgCodes: new Set(subtree.map((row) => row.code)),
    manageSuppliers: subtree[0]?.parentCode === null,
  };
};
