import pg from 'pg';

const assertDatabaseName = (name: string) => {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`数据库名不合法：${name}`);
};

/** Runs one statement on the server's maintenance database (CREATE and DROP DATABASE cannot run in the target). */
const runOnServer = async (serverUrl: string, statement: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

const databaseUrlOf = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * Creates an empty database on a PostgreSQL server with a UTF-8 ctype: with LC_CTYPE=C the planner
 * still picks text indexes that cannot serve Chinese text. Returns the new database's URL.
 */
export const createUtf8Database = async (serverUrl: string, name: string): Promise<string> => {
  assertDatabaseName(name);
  await runOnServer(
    serverUrl,
    `CREATE DATABASE ${name} ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8' TEMPLATE template0`,
  );
  return databaseUrlOf(serverUrl, name);
};

/**
 * Creates a database as a copy of another (schema, rows, encoding and ctype), far faster than
 * migrating and seeding again. Nobody may be connected to the template meanwhile. Returns the copy's URL.
 */
export const copyDatabase = async (serverUrl: string, name: string, template: string): Promise<string> => {
  assertDatabaseName(name);
  assertDatabaseName(template);
  await runOnServer(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  return databaseUrlOf(serverUrl, name);
};

export const dropDatabase = async (serverUrl: string, name: string): Promise<void> => {
  assertDatabaseName(name);
  await runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
};
