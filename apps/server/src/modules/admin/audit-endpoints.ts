import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { AUDIT_RESULTS, exportAuditEvents, queryAuditEvents } from '@supportal/contract';
import type { TDatabase } from '../../db/database.js';
import { formatChinaTime } from '../../lib/china-time.js';
import { AppError } from '../../lib/app-error.js';
import { bindEndpoint, registerDownloadEndpoint, type TCallContext } from '../../lib/endpoint/index.js';
import type { TAuditLog } from '../../plugins/audit-log.js';
import { contentDisposition } from '../files/index.js';
import { loadAdminScope } from './account-scope.js';
import { recordAdminAction } from './admin-audit.js';
import { auditEventsInScope } from './audit-policy.js';
import { auditRowBatches, queryAuditPage } from './audit-queries.js';
import { CSV_BOM, csvLine } from './csv.js';
import { adminMessages as messages } from './messages.js';

/** The audit policy's condition for the caller: a province administrator reads its province's events. */
const scopeOf = async (db: TDatabase, context: TCallContext) => {
  if (!context.caller) throw new AppError('unauthorized');
  return auditEventsInScope(await loadAdminScope(db, context.caller));
};

export const auditEndpoints = (db: TDatabase) => [
  bindEndpoint(queryAuditEvents, async ({ body }, context) =>
    queryAuditPage(db, body, await scopeOf(db, context), { current: body.current, size: body.size }),
  ),
];

/** The CSV export: streamed batch by batch, so a year of events never sits in memory. */
export const registerAuditExport = (app: FastifyInstance, db: TDatabase, audit: TAuditLog) => {
  registerDownloadEndpoint(
    app,
    exportAuditEvents,
    { produces: 'text/csv', errorStatuses: [400, 401, 403] },
    async (query, context, reply) => {
      const batches = auditRowBatches(db, query, await scopeOf(db, context));
      // The filter as given: who exported what is itself audited.
      const filter = Object.entries(query).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      );
      await recordAdminAction(audit, context, 'admin-audit-export', Object.fromEntries(filter));
      const lines = async function* () {
        yield CSV_BOM + csvLine(messages.csvHeader);
        for await (const records of batches)
          yield records
            .map((record) =>
              csvLine([
                record.occurredAt,
                record.eventName,
                AUDIT_RESULTS[record.result],
                record.loginName,
                record.accountId,
                record.ip,
                record.detail,
              ]),
            )
            .join('');
      };
      const stamp = (formatChinaTime(new Date()) ?? '').replace(/\D/g, '');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(messages.exportFileName(stamp)))
        .header('cache-control', 'private, no-store')
        .send(Readable.from(lines()));
    },
  );
};
