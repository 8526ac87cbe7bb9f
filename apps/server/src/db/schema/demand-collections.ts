import { bigint, date, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, id, parentId } from './columns.js';
import { orgs } from './organizations.js';

/** A purchase demand of a unit (module DEMAND_COLLECT). */
export const demandCollections = pgTable('demand_collections', {
  id: id(),
  title: text('title').notNull(),
  neededBy: date('needed_by').notNull(),
  remark: text('remark'),
  budget: numeric('budget', { precision: 18, scale: 2, mode: 'number' }).notNull(),
  orgCode: text('org_code')
    .notNull()
    .references(() => orgs.code),
  applicantAccountId: bigint('applicant_account_id', { mode: 'number' })
    .notNull()
    .references(() => accounts.id),
  status: text('status').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const demandCollectionItems = pgTable(
  'demand_collection_items',
  {
    id: id(),
    demandId: parentId('demand_id', () => demandCollections.id),
    sort: integer('sort').notNull(),
    itemName: text('item_name').notNull(),
    specification: text('specification'),
    unit: text('unit').notNull(),
    quantity: numeric('quantity', { precision: 18, scale: 2, mode: 'number' }).notNull(),
    unitPrice: numeric('unit_price', { precision: 18, scale: 2, mode: 'number' }).notNull(),
  },
  (table) => [index('demand_collection_items_demand_idx').on(table.demandId, table.sort)],
);
