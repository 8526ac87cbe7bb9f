import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from '../db/data-dir-lock.js';
import { MoveRefusedError, moveToPostgres, pgliteSession, type TFileMode } from '../db/database-move.js';
import { openPgliteDatabase } from '../portal-database.js';
import { readDatabaseTarget, RefusedError, runCommand, UsageError } from './cli-support.js';

const USAGE = `用法：npm run db:move -- --data-dir <目录> --to <postgres://…> [--files database|local]

把嵌入式数据库（<目录>/pglite）整库复制到一个空的 PostgreSQL 数据库：先在目标库执行同一套迁移，
再按外键顺序逐表分批复制全部数据（含审批流程、审计记录）与序列，核对每张表的行数、校验和及每个文件的
SHA-256 后才提交。源数据目录不做修改。运行期间须停止使用该数据目录的服务器。

  --data-dir <目录>       源数据目录（默认 DATA_DIR 或 ./data）
  --to <地址>             目标 PostgreSQL 数据库（须为空库，postgres://…）
  --files database|local  本地文件（<目录>/files）存入目标数据库（默认，多实例共享），
                          或留在本地目录（FILE_STORE=local，只适合单实例）
  --help                  显示本说明`;

const readArguments = () => {
  const { values } = parseArgs({
    options: {
      'data-dir': { type: 'string' },
      to: { type: 'string' },
      files: { type: 'string', default: 'database' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) return null;
  if (!values.to || !/^postgres(ql)?:\/\//.test(values.to)) {
    throw new UsageError('缺少 --to <postgres://…>（目标 PostgreSQL 数据库）');
  }
  if (values.files !== 'database' && values.files !== 'local') {
    throw new UsageError(`--files 应为 database 或 local，收到：${values.files}`);
  }
  // The source is always the data directory, whatever DATABASE_URL this shell has.
  const { dataDir } = readDatabaseTarget({ 'data-dir': values['data-dir'], 'database-url': undefined });
  return { dataDir, targetUrl: values.to, files: values.files as TFileMode };
};

const hidePassword = (url: string) => url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');

const main = async () => {
  const options = readArguments();
  if (!options) {
    console.log(USAGE);
    return;
  }
  const pgliteDir = path.join(options.dataDir, 'pglite');
  // PGlite would create an empty database in a folder without one: a mistyped path must not look like a move.
  if (!(await stat(path.join(pgliteDir, 'PG_VERSION')).catch(() => null))) {
    throw new RefusedError(`${pgliteDir} 中没有嵌入式数据库，未做任何修改。请检查 --data-dir。`);
  }
  // A server on the data directory would keep writing to the source meanwhile: refused while one runs.
  const lock = await lockDataDir(options.dataDir);
  try {
    console.log(`源：${pgliteDir}\n目标：${hidePassword(options.targetUrl)}`);
    const startedAt = Date.now();
    const client = await PGlite.create({ dataDir: pgliteDir });
    // Migrated and installed as a server start would, so both sides have this release's tables.
    const source = await openPgliteDatabase(client);
    const report = await moveToPostgres({
      source: pgliteSession(client),
      targetUrl: options.targetUrl,
      filesDir: path.join(options.dataDir, 'files'),
      files: options.files,
      log: (line) => console.log(line),
    })
      .catch((error: unknown) => {
        throw error instanceof MoveRefusedError ? new RefusedError(error.message) : error;
      })
      .finally(() => source.close());
    const seconds = ((Date.now() - startedAt) / 1_000).toFixed(1);
    console.log(
      `迁移完成，用时 ${seconds} 秒：${report.tables.length} 张表共 ${report.rows} 行、${report.sequences} 个序列、` +
        `${report.localFiles} 个本地文件，行数、校验和与文件 SHA-256 全部一致。`,
    );
    console.log('\n下一步：停用旧数据目录上的服务器配置，按以下设置启动（各实例相同）：');
    console.log(`  DATABASE_URL=${hidePassword(options.targetUrl)}`);
    if (options.files === 'database') {
      console.log('  FILE_STORE=database        # 文件已在数据库中');
    } else {
      console.log(
        `  FILE_STORE=local\n  DATA_DIR=${options.dataDir}   # 文件仍在 ${path.join(options.dataDir, 'files')}`,
      );
    }
    console.log('  REDIS_URL=redis://…        # 多个实例时共享会话与限流');
    console.log(`源数据目录 ${pgliteDir} 未做修改；确认新库无误后再归档或删除。`);
  } finally {
    await lock.release();
  }
};

runCommand(main, { usage: USAGE, failure: '迁移失败：' });
