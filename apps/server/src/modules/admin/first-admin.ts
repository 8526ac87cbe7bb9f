import { ACCOUNT_KINDS, ROLES, STAFF_ORG_LEVEL_OF, type TOrg } from '@supportal/contract';
import { sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { auditEvents, orgs } from '../../db/schema/index.js';
import { issueInitialPassword } from '../auth/index.js';
import { findAccountByLoginName } from '../users/index.js';
import { insertAccount } from './account-admin-repository.js';
import { loadOrgRows, toOrg } from './account-scope.js';

export type TFirstAdminResult =
  { refused: string } | { refused: null; loginName: string; org: TOrg; password: string };

/**
 * The first administrator of a deployment (`npm run create-admin`): role ADMIN at an existing unit,
 * or, on an empty unit table, at 总部 created with it. Its generated password must be changed at
 * the first login. A taken login name or an unknown unit is refused, changing nothing.
 */
export const createFirstAdmin = async (
  db: TDatabase,
  options: { login: string; orgCode: string; orgName?: string | undefined; displayName: string },
): Promise<TFirstAdminResult> => {
  if (await findAccountByLoginName(db, options.login))
    return { refused: `登录名“${options.login}”已存在，未做任何修改。` };
  const { initialPassword: password, columns } = await issueInitialPassword();
  return db.transaction(async (tx): Promise<TFirstAdminResult> => {
    let org = (await loadOrgRows(tx)).map(toOrg).find((candidate) => candidate.orgCode === options.orgCode);
    if (!org) {
      const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(orgs);
      if (count > 0 || !options.orgName) {
        return {
          refused:
            count > 0
              ? `单位“${options.orgCode}”不存在。`
              : `单位表为空：请加上 --org-name <名称>，以 ${options.orgCode} 创建总部。`,
        };
      }
      await tx
        .insert(orgs)
        .values({ code: options.orgCode, name: options.orgName, level: 1, parentCode: null });
      org = {
        orgCode: options.orgCode,
        orgName: options.orgName,
        orgLevel: '1',
        parentCode: null,
        provAdmCode: null,
      };
    }
    const row = await insertAccount(tx, {
      loginName: options.login,
      ...columns,
      displayName: options.displayName,
      kind: ACCOUNT_KINDS.staff,
      supplierCode: null,
      supplierName: null,
      corpCode: org.orgCode,
      corpName: org.orgName,
      orgLevel: STAFF_ORG_LEVEL_OF[org.orgLevel],
      mobile: null,
      email: null,
      secondAuth: false,
      roles: [ROLES.admin],
    });
    await tx.insert(auditEvents).values({
      event: 'admin-account-create',
      loginName: row.loginName,
      accountId: row.id,
      ip: 'create-admin',
      detail: JSON.stringify({ by: 'create-admin', kind: 'staff', orgCode: org.orgCode, roles: ROLES.admin }),
    });
    return { refused: null, loginName: row.loginName, org, password };
  });
};
