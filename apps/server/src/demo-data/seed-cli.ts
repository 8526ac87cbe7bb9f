import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import {
  DATABASE_TARGET_OPTIONS,
  DATABASE_TARGET_USAGE,
  readDatabaseTarget,
  runCommand,
  UsageError,
} from '../cli/cli-support.js';
import { loadConfig } from '../config/env.js';
import { createDatabaseFileStore, createLocalFileStore } from '../modules/files/index.js';
import { lockDataDir, usesDataDir } from '../db/data-dir-lock.js';
import { BULK_LOAD_TIMEOUTS, isDatabaseEmpty } from '../db/database.js';
import { openDatabase } from '../portal-database.js';
import { seedDemoData } from './seed-demo-data.js';

const USAGE = `用法：npm run seed -w apps/server -- [选项]

  --notices <数量>        生成的公告条数（默认 3000）
${DATABASE_TARGET_USAGE}
                          （文件在 <目录>/files；改用 PostgreSQL 时文件存入数据库）
  --force                 数据库已有数据时仍然追加演示公告
  --help                  显示本说明`;

const readArguments = () => {
  const { values } = parseArgs({
    options: {
      notices: { type: 'string' },
      ...DATABASE_TARGET_OPTIONS,
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const noticeCount = Number(values.notices ?? '3000');
  if (!Number.isInteger(noticeCount) || noticeCount < 0 || noticeCount > 5_000_000) {
    throw new UsageError(`--notices 应为 0 到 5000000 之间的整数，收到：${values.notices}`);
  }
  return {
    help: values.help,
    force: values.force,
    noticeCount,
    ...readDatabaseTarget(values),
  };
};

/** Prints at most once a second: a million notices are a thousand batches. */
const createProgressPrinter = (total: number) => {
  const startedAt = Date.now();
  let lastPrintedAt = 0;
  return (inserted: number) => {
    const elapsedMs = Date.now() - startedAt;
    if (inserted < total && elapsedMs - lastPrintedAt < 1_000) return;
    lastPrintedAt = elapsedMs;
    const perSecond = Math.round(inserted / Math.max(elapsedMs / 1_000, 0.001));
    const remainingSeconds = perSecond > 0 ? Math.round((total - inserted) / perSecond) : 0;
    const percent = total > 0 ? ((inserted / total) * 100).toFixed(1) : '100.0';
    console.log(
      `  公告 ${inserted}/${total}（${percent}%），${perSecond} 条/秒，预计剩余 ${remainingSeconds} 秒`,
    );
  };
};

const main = async () => {
  const options = readArguments();
  if (options.help) {
    console.log(USAGE);
    return;
  }
  // FILE_STORE is honoured as the server honours it; the CLI's own --database-url implies the database store.
  const config = loadConfig();
  const fileStoreKind = process.env.FILE_STORE
    ? config.fileStore
    : options.databaseUrl
      ? 'database'
      : 'local';
  const usesEmbeddedDatabase = !options.databaseUrl;

  // Same rule as the server: PGlite or local files mean this process must own the data directory.
  const lock = usesDataDir({ databaseUrl: options.databaseUrl, fileStore: fileStoreKind })
    ? await lockDataDir(options.dataDir)
    : undefined;
  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    pgliteDir: options.pgliteDir,
    timeouts: BULK_LOAD_TIMEOUTS,
  });
  try {
    console.log(
      usesEmbeddedDatabase
        ? `数据库：PGlite（${options.pgliteDir}）`
        : `数据库：PostgreSQL（${options.databaseUrl?.replace(/\/\/[^@/]*@/, '//***@')}）`,
    );
    if (!(await isDatabaseEmpty(database.db)) && !options.force) {
      console.error('数据库中已有数据，未做任何修改。如需继续追加演示公告，请加上 --force。');
      process.exitCode = 1;
      return;
    }
    const store =
      fileStoreKind === 'database'
        ? createDatabaseFileStore(database.db)
        : createLocalFileStore(path.join(options.dataDir, 'files'));
    console.log(`正在生成演示数据：${options.noticeCount} 条公告…`);
    const startedAt = Date.now();
    const summary = await seedDemoData(database.db, store, {
      noticeCount: options.noticeCount,
      // The locked data directory keeps servers out of an embedded database; a PostgreSQL one may be shared.
      exclusive: usesEmbeddedDatabase,
      onProgress: createProgressPrinter(options.noticeCount),
    });
    console.log(
      `写入完成，用时 ${((Date.now() - startedAt) / 1_000).toFixed(1)} 秒。正在整理数据库（VACUUM ANALYZE）…`,
    );
    // Fresh statistics let the planner use the new indexes; vacuum also sets the visibility map.
    await database.db.execute(sql`VACUUM ANALYZE`);
    // PGlite keeps the bulk load in its write-ahead log until a checkpoint; a server checkpoints itself.
    if (database.kind === 'pglite') await database.db.execute(sql`CHECKPOINT`);
    console.table(summary);
  } finally {
    await database.close();
    await lock?.release();
  }
};

runCommand(main, { usage: USAGE, failure: '生成演示数据失败：' });
