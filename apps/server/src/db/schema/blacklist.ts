import { bigint, date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { admAreas } from './areas.js';
import { createdAt, id } from './columns.js';
import { notices } from './notices.js';
import { orgs } from './organizations.js';
import { suppliers } from './suppliers.js';

/** A supplier's negative behaviour recorded by staff: the business object of the black-list process. */
export const negativeBehaviours = pgTable(
  'negative_behaviours',
  {
    id: id(),
    supplierCode: text('supplier_code')
      .notNull()
      .references(() => suppliers.code),
    supplierName: text('supplier_name').notNull(),
    matterDescription: text('matter_description').notNull(),
    reasonName: text('reason_name').notNull(),
    severity: text('severity').notNull(),
    restrictedAreaName: text('restricted_area_name').notNull(),
    regionCode: text('region_code').references(() => admAreas.code),
    regionName: text('region_name').notNull(),
    effectDate: date('effect_date').notNull(),
    invalidDate: date('invalid_date'),
    orgCode: text('org_code')
      .notNull()
      .references(() => orgs.code),
    recorderAccountId: bigint('recorder_account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    status: text('status').notNull(),
    noticeId: bigint('notice_id', { mode: 'number' }).references(() => notices.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('negative_behaviours_supplier_idx').on(table.supplierCode, table.status)],
);
