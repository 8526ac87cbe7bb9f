import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { BackupRefusedError, readBackup, runPostgresTool } from '../db/backup.js';
import { lockDataDir } from '../db/data-dir-lock.js';
import {
  assertEmptyTarget,
  MoveRefusedError,
  moveToPostgres,
  pgliteSession,
  postgresSession,
} from '../db/database-move.js';
import { openPgliteDatabase } from '../portal-database.js';
import { readDatabaseTarget, RefusedError, runCommand, UsageError } from './cli-support.js';

const USAGE = `用法：npm run restore -- --from <备份目录> [--data-dir <目录> | --to <postgres://…>]

把 npm run backup 生成的备份恢复到一个空的目标：只写入空目标，已有数据时拒绝且不做任何修改。
  嵌入式备份 → 新数据目录（--data-dir），或空的 PostgreSQL 数据库（--to，经 db:move 的核对复制，文件存入数据库）
  PostgreSQL 备份 → 空的 PostgreSQL 数据库（--to，pg_restore 单事务）；备份含本地文件时用 --data-dir 指定文件放在哪里

  --from <目录>           备份目录（含 manifest.json）
  --data-dir <目录>       目标数据目录（默认 DATA_DIR 或 ./data）
  --to <地址>             目标 PostgreSQL 数据库（postgres://…，须为空库）
  --help                  显示本说明`;

const readArguments = () => {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      'data-dir': { type: 'string' },
      to: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) return null;
  if (!values.from) throw new UsageError('缺少 --from <备份目录>');
  if (values.to !== undefined && !/^postgres(ql)?:\/\//.test(values.to)) {
    throw new UsageError('--to 必须以 postgres:// 或 postgresql:// 开头');
  }
  const { dataDir } = readDatabaseTarget({ 'data-dir': values['data-dir'], 'database-url': undefined });
  return {
    from: path.resolve(process.env.INIT_CWD ?? process.cwd(), values.from),
    dataDir,
    dataDirGiven: values['data-dir'] !== undefined,
    targetUrl: values.to,
  };
};

const isEmptyFolder = async (folder: string) => (await readdir(folder).catch(() => [])).length === 0;

/** An embedded backup into a new data directory: the tarball becomes its database, the files its files. */
const restoreToDataDir = async (backup: Awaited<ReturnType<typeof readBackup>>, dataDir: string) => {
  const pgliteDir = path.join(dataDir, 'pglite');
  const filesDir = path.join(dataDir, 'files');
  // Locked first: a server starting on the directory meanwhile would find it half restored.
  const lock = await lockDataDir(dataDir);
  try {
    if (
      (await stat(path.join(pgliteDir, 'PG_VERSION')).catch(() => null)) ||
      !(await isEmptyFolder(filesDir))
    ) {
      throw new RefusedError(`数据目录 ${dataDir} 中已有数据库或文件，未做任何修改。请指定新的数据目录。`);
    }
    const client = await PGlite.create({
      dataDir: pgliteDir,
      loadDataDir: new Blob([await readFile(backup.archive)]),
    });
    const [row] = (await client.query<{ files: number }>('SELECT count(*)::int AS files FROM files')).rows;
    await client.close();
    const copied = backup.manifest.files === 'local' ? await backup.copyFilesTo(filesDir) : 0;
    console.log(`已恢复到 ${dataDir}：数据库（${row?.files ?? 0} 条文件记录），本地文件 ${copied} 个。`);
    console.log(`启动：DATA_DIR=${dataDir} npm start（服务器启动时执行本版本的迁移）`);
  } finally {
    await lock.release();
  }
};

/** An embedded backup into PostgreSQL: loaded in memory, then moved with db:move's verified copy. */
const restoreEmbeddedToPostgres = async (
  backup: Awaited<ReturnType<typeof readBackup>>,
  targetUrl: string,
) => {
  const client = await PGlite.create({ loadDataDir: new Blob([await readFile(backup.archive)]) });
  const source = await openPgliteDatabase(client);
  try {
    const report = await moveToPostgres({
      source: pgliteSession(client),
      targetUrl,
      filesDir: backup.filesDir,
      files: 'database',
      log: (line) => console.log(line),
    });
    console.log(
      `已恢复：${report.tables.length} 张表共 ${report.rows} 行，${report.localFiles} 个文件存入数据库，全部核对一致。`,
    );
    console.log('启动：DATABASE_URL=<目标库> FILE_STORE=database');
  } finally {
    await source.close();
  }
};

const restorePostgres = async (
  backup: Awaited<ReturnType<typeof readBackup>>,
  targetUrl: string,
  filesTarget: string | undefined,
) => {
  const client = new pg.Client({ connectionString: targetUrl });
  await client.connect();
  try {
    await assertEmptyTarget(postgresSession(client));
  } finally {
    await client.end();
  }
  if (filesTarget && !(await isEmptyFolder(filesTarget))) {
    throw new RefusedError(`文件目录 ${filesTarget} 不是空的，未做任何修改。`);
  }
  // One transaction: a failure leaves the target as empty as it was.
  await runPostgresTool('pg_restore', [
    '--single-transaction',
    '--exit-on-error',
    '--no-owner',
    '--no-privileges',
    `--dbname=${targetUrl}`,
    backup.archive,
  ]);
  const copied = filesTarget ? await backup.copyFilesTo(filesTarget) : 0;
  console.log(`已恢复 PostgreSQL 备份${filesTarget ? `，本地文件 ${copied} 个到 ${filesTarget}` : ''}。`);
};

const main = async () => {
  const options = readArguments();
  if (!options) {
    console.log(USAGE);
    return;
  }
  try {
    const backup = await readBackup(options.from);
    const { manifest } = backup;
    if (manifest.database === 'pglite') {
      if (options.targetUrl) await restoreEmbeddedToPostgres(backup, options.targetUrl);
      else await restoreToDataDir(backup, options.dataDir);
      return;
    }
    if (!options.targetUrl) {
      throw new UsageError('这是 PostgreSQL 备份：请用 --to <postgres://…> 指定一个空的 PostgreSQL 数据库');
    }
    if (manifest.files === 'local' && !options.dataDirGiven) {
      throw new UsageError(
        '备份含本地文件：请用 --data-dir 指定这些文件恢复到的数据目录（FILE_STORE=local）',
      );
    }
    await restorePostgres(
      backup,
      options.targetUrl,
      manifest.files === 'local' ? path.join(options.dataDir, 'files') : undefined,
    );
  } catch (error) {
    throw error instanceof BackupRefusedError || error instanceof MoveRefusedError
      ? new RefusedError(error.message)
      : error;
  }
};

runCommand(main, { usage: USAGE, failure: '恢复失败：' });
