import { ALERT_CHANNEL_KINDS, type TAlertChannelDeliveries } from '@supportal/contract';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/database.js';
import { alertChannels, alertDeliveries, notices } from '../../db/schema/index.js';
import { inScope, type TStatisticsScope } from './statistics-scope.js';

/**
 * Alerts created in the period about notices of the scope's units, per channel kind: delivered,
 * failed (given up after the retries) and still waiting. Every channel kind has its row.
 */
export const alertStatistics = async (
  db: TDatabase,
  scope: TStatisticsScope,
  period: { from: Date; to: Date },
): Promise<TAlertChannelDeliveries[]> => {
  const ofStatus = (...statuses: string[]) =>
    sql<number>`(count(*) FILTER (WHERE ${alertDeliveries.status} IN (${sql.join(
      statuses.map((status) => sql`${status}`),
      sql`, `,
    )})))::integer`;
  const rows = await db
    .select({
      channel: alertChannels.kind,
      sent: ofStatus('sent'),
      failed: ofStatus('failed'),
      waiting: ofStatus('pending', 'sending'),
    })
    .from(alertDeliveries)
    .innerJoin(alertChannels, eq(alertChannels.id, alertDeliveries.channelId))
    .innerJoin(notices, eq(notices.id, alertDeliveries.noticeId))
    .where(
      and(
        gte(alertDeliveries.createdAt, period.from),
        lt(alertDeliveries.createdAt, period.to),
        inScope(scope, notices.orgCode),
      ),
    )
    .groupBy(alertChannels.kind);
  const counted = new Map(rows.map((row) => [row.channel, row]));
  return Object.entries(ALERT_CHANNEL_KINDS).map(([channel, channelName]) => ({
    channel,
    channelName,
    sent: counted.get(channel)?.sent ?? 0,
    failed: counted.get(channel)?.failed ?? 0,
    waiting: counted.get(channel)?.waiting ?? 0,
  }));
};
