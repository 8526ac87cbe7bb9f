import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/** The text and parameters PostgreSQL receives for a condition: what policy tests compare. */
export const sqlText = (condition: SQL) => {
  const { sql, params } = dialect.sqlToQuery(condition);
  return { sql, params };
};
