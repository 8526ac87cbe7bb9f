import { importOrgs, type TOrgImportReport } from '@supportal/contract';
import { eq, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { accounts, admAreas, orgs } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { bindEndpoint } from '../../lib/endpoint/index.js';
import type { TAuditLog } from '../../plugins/audit-log.js';
import { loadAdminScope, recordAdminAction } from '../admin/index.js';
import { planOrgImport } from './org-import.js';

/** 单位导入: the unit tree of a deployment from a CSV, checked whole (dry run) before anything is written. */
export const orgAdminEndpoints = ({ db, audit }: { db: TDatabase; audit: TAuditLog }) => [
  bindEndpoint(importOrgs, async ({ body }, context): Promise<TOrgImportReport> => {
    if (!context.caller) throw new AppError('unauthorized');
    const scope = await loadAdminScope(db, context.caller);
    const report = await db.transaction(async (tx) => {
      // One import at a time: two would each plan against a tree the other is changing.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('supportal-org-import'))`);
      const plan = planOrgImport({
        csv: body.csv,
        orgs: await tx.select().from(orgs),
        areaCodes: new Set((await tx.select({ code: admAreas.code }).from(admAreas)).map((row) => row.code)),
        scope,
      });
      const summary = {
        dryRun: body.dryRun,
        created: plan.inserts.length,
        updated: plan.updates.length,
        areasCreated: plan.areas.length,
        errors: plan.errors,
      };
      if (body.dryRun) return summary;
      if (plan.errors.length > 0) {
        throw new AppError(
          'badRequest',
          `有 ${plan.errors.length} 行有误，未导入任何单位`,
          plan.errors.map((error) => ({ path: `第${error.line}行`, message: error.message })),
        );
      }
      if (plan.areas.length > 0)
        await tx.insert(admAreas).values(plan.areas.map((area) => ({ ...area, level: 1, parentCode: null })));
      if (plan.inserts.length > 0) await tx.insert(orgs).values(plan.inserts);
      for (const update of plan.updates) {
        await tx
          .update(orgs)
          .set({ name: update.name, parentCode: update.parentCode, provAdmCode: update.provAdmCode })
          .where(eq(orgs.code, update.code));
        // Accounts carry their unit's name: a renamed unit's staff show the new one.
        if (update.renamed)
          await tx.update(accounts).set({ corpName: update.name }).where(eq(accounts.corpCode, update.code));
      }
      return summary;
    });
    if (!body.dryRun)
      await recordAdminAction(audit, context, 'admin-org-import', {
        created: report.created,
        updated: report.updated,
        areasCreated: report.areasCreated,
      });
    return report;
  }),
];
