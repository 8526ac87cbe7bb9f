import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Columns most tables share, spelled once so every area's tables declare them alike. */
export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
