import path from 'node:path';
import { ConfigError } from '../config/env.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';

/** The command line is wrong: the message is printed with the usage. */
export class UsageError extends Error {}
/** Refused without changing anything (the message says why). */
export class RefusedError extends Error {}

/** The options every database command takes, for `parseArgs`. */
export const DATABASE_TARGET_OPTIONS = {
  'data-dir': { type: 'string' },
  'database-url': { type: 'string' },
} as const;

export const DATABASE_TARGET_USAGE = `  --data-dir <目录>       数据目录：嵌入式数据库在 <目录>/pglite（默认 DATA_DIR 或 ./data）
  --database-url <地址>   改用 PostgreSQL（postgres://…，默认 DATABASE_URL）`;

/**
 * Where the command works: PostgreSQL when a URL is given, else the embedded database of the data
 * directory. Relative paths mean what the user typed them against: npm runs workspace scripts inside
 * apps/server but keeps the caller's directory in INIT_CWD.
 */
export const readDatabaseTarget = (values: { 'data-dir'?: string; 'database-url'?: string }) => {
  const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new UsageError('--database-url 必须以 postgres:// 或 postgresql:// 开头');
  }
  const callerDirectory = process.env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(callerDirectory, values['data-dir'] ?? process.env.DATA_DIR ?? './data');
  return { databaseUrl, dataDir, pgliteDir: databaseUrl ? undefined : path.join(dataDir, 'pglite') };
};

/** Runs a command: a mistake of the user prints its message (with the usage if it is one), anything else `failure` and the error. */
export const runCommand = (
  command: () => Promise<void>,
  { usage, failure }: { usage: string; failure: string },
) => {
  command().catch((error: unknown) => {
    const isParseError = String((error as { code?: unknown }).code ?? '').startsWith('ERR_PARSE_ARGS');
    if (error instanceof UsageError || isParseError) {
      console.error(`${(error as Error).message}\n\n${usage}`);
    } else if (
      error instanceof RefusedError ||
      error instanceof ConfigError ||
      error instanceof DataDirLockedError
    ) {
      console.error(error.message);
    } else {
      console.error(failure, error);
    }
    process.exit(1);
  });
};
