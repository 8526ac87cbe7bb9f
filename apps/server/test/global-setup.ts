import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dropDatabase } from '../src/db/postgres-admin.js';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only interfaces merge
  export interface ProvidedContext {
    /** Where this run keeps the seeded templates every test file copies (helpers/database-templates.ts). */
    databaseTemplates: { dir: string; databasePrefix: string };
  }
}

/** Drops this run's PostgreSQL databases: the templates, and copies a failed file left behind. */
const dropRunDatabases = async (serverUrl: string, databasePrefix: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  let names: string[];
  try {
    const result = await client.query<{ name: string }>(
      `SELECT datname AS name FROM pg_database WHERE starts_with(datname, $1)`,
      [databasePrefix],
    );
    names = result.rows.map((row) => row.name);
  } finally {
    await client.end();
  }
  for (const name of names) await dropDatabase(serverUrl, name);
};

/**
 * Gives the run a folder and a database name prefix of its own (runs by other people may share the
 * machine and the PostgreSQL server) and removes both at the end.
 */
export const setup = async (project: TestProject) => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'supportal-templates-'));
  const databasePrefix = `supportal_test_${randomBytes(4).toString('hex')}_`;
  project.provide('databaseTemplates', { dir, databasePrefix });

  const removeTemplates = async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) await dropRunDatabases(serverUrl, databasePrefix);
    await rm(dir, { recursive: true, force: true });
  };
  // A rerun in watch mode may follow an edit of the migrations or the seed: build the templates again.
  project.onTestsRerun(removeTemplates);
  return removeTemplates;
};
