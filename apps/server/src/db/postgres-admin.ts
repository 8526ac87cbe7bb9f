import pg from 'pg';

/**
 * Creates an empty database on a PostgreSQL server with a UTF-8 ctype: with LC_CTYPE=C the planner
 * still picks text indexes that cannot serve Chinese text. Returns the new database's URL.
 */
export const createUtf8Database = async (serverUrl: string, name: string): Promise<string> => {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`数据库名不合法：${name}`);
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(
      `CREATE DATABASE ${name} ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8' TEMPLATE template0`,
    );
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

export const dropDatabase = async (serverUrl: string, name: string): Promise<void> => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
};
