import pg from 'pg';

/** The PostgreSQL server of the PostgreSQL variants; unset, they are skipped. */
export const testDatabaseServer = process.env.TEST_DATABASE_URL;

/** The address of database `name` on the test server. */
export const testDatabaseUrl = (name: string): string => {
  const url = new URL(testDatabaseServer ?? '');
  url.pathname = `/${name}`;
  return url.toString();
};

/** Runs one statement on the test server, in its default database or in `database`. */
export const queryTestServer = async (sql: string, database?: string) => {
  const client = new pg.Client({
    connectionString: database ? testDatabaseUrl(database) : testDatabaseServer,
  });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
};

/** A database of its own for a test file, with the UTF-8 ctype Chinese search needs. */
export const createTestDatabase = (name: string) =>
  queryTestServer(
    `CREATE DATABASE ${name} ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8' TEMPLATE template0`,
  );

export const dropTestDatabase = (name: string) =>
  queryTestServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
