import type { TApprovalStep } from '@supportal/contract';
import { sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { wfProcessDefinitions, wfProcessInstances, wfWorkItems } from '../../db/schema/index.js';
import { STARTER_ROLE } from '../workflow/index.js';
import { inScope, type TStatisticsScope } from './statistics-scope.js';

const hoursOneDecimal = (value: number | string | null) =>
  value === null ? null : Math.round(Number(value) * 10) / 10;

/**
 * Per process and step (the starter's own steps, filling in and correcting, are no approval) of the scope's business objects (the process instance's unit): how many items
 * were completed in the period, how long they took (median and 90th percentile, in hours) and how many
 * are open past their deadline now.
 */
export const approvalStatistics = async (
  db: TDatabase,
  scope: TStatisticsScope,
  period: { from: Date; to: Date },
  now: Date,
): Promise<TApprovalStep[]> => {
  const item = wfWorkItems;
  const completedInPeriod = sql`${item.state} = 'done' AND ${item.completedAt} >= ${period.from} AND ${item.completedAt} < ${period.to}`;
  const overdueNow = sql`${item.state} = 'open' AND ${item.deadlineAt} < ${now}`;
  const hours = sql`extract(epoch from (${item.completedAt} - ${item.createdAt})) / 3600`;
  const rows = await db
    .select({
      processName: wfProcessDefinitions.name,
      stepName: item.name,
      completed: sql<number>`(count(*) FILTER (WHERE ${completedInPeriod}))::integer`,
      medianHours: sql<
        number | null
      >`percentile_cont(0.5) WITHIN GROUP (ORDER BY ${hours}) FILTER (WHERE ${completedInPeriod})`,
      p90Hours: sql<
        number | null
      >`percentile_cont(0.9) WITHIN GROUP (ORDER BY ${hours}) FILTER (WHERE ${completedInPeriod})`,
      overdue: sql<number>`(count(*) FILTER (WHERE ${overdueNow}))::integer`,
    })
    .from(item)
    .innerJoin(wfProcessInstances, sql`${wfProcessInstances.id} = ${item.instanceId}`)
    .innerJoin(wfProcessDefinitions, sql`${wfProcessDefinitions.id} = ${wfProcessInstances.definitionId}`)
    .where(
      sql`${item.role} <> ${STARTER_ROLE} AND ((${completedInPeriod}) OR (${overdueNow})) AND ${inScope(
        scope,
        wfProcessInstances.orgCode,
      )}`,
    )
    .groupBy(wfProcessDefinitions.name, item.name)
    .orderBy(wfProcessDefinitions.name, item.name);
  return rows.map((row) => ({
    ...row,
    medianHours: hoursOneDecimal(row.medianHours),
    p90Hours: hoursOneDecimal(row.p90Hours),
  }));
};
