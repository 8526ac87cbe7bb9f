import { date, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';

/**
 * Certificate expiry reminders sent: one row per certificate (as its supplier, type, number and last
 * valid day name it: rows of the record are rewritten by approved changes) and threshold. The unique key
 * makes each reminder go out once, however many servers sweep.
 */
export const certificateReminders = pgTable(
  'certificate_reminders',
  {
    id: id(),
    supplierCode: text('supplier_code').notNull(),
    certType: text('cert_type').notNull(),
    certNumber: text('cert_number').notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    thresholdDays: integer('threshold_days').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('certificate_reminders_uq').on(
      table.supplierCode,
      table.certType,
      table.certNumber,
      table.validTo,
      table.thresholdDays,
    ),
  ],
);
