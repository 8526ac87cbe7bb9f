import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { backupEmbedded, backupPostgres, BackupRefusedError, type TBackupManifest } from '../db/backup.js';
import { lockDataDir } from '../db/data-dir-lock.js';
import { dumpPgliteDataDir } from '../db/database.js';
import { requestBackup } from '../plugins/control-socket.js';
import {
  DATABASE_TARGET_OPTIONS,
  DATABASE_TARGET_USAGE,
  readDatabaseTarget,
  RefusedError,
  runCommand,
  UsageError,
} from './cli-support.js';

const USAGE = `用法：npm run backup -- --out <目录> [选项]

备份数据库与本地文件到一个新的（或空的）目录，最后写入 manifest.json。
嵌入式数据库：服务器运行时由服务器经 DATA_DIR 中的控制套接字生成一致快照（不停机）；未运行时由本命令直接备份。
PostgreSQL：pg_dump（自带一致快照）加上本地文件（FILE_STORE=local 时）。

  --out <目录>            备份目录（须不存在或为空）
${DATABASE_TARGET_USAGE}
  --help                  显示本说明`;

const readArguments = () => {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      ...DATABASE_TARGET_OPTIONS,
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) return null;
  if (!values.out) throw new UsageError('缺少 --out <目录>');
  const target = readDatabaseTarget(values);
  // FILE_STORE as the server reads it: local disk for the embedded default, the database with PostgreSQL.
  const fileStore = process.env.FILE_STORE || (target.databaseUrl ? 'database' : 'local');
  return {
    ...target,
    out: path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out),
    filesDir: fileStore === 'local' ? path.join(target.dataDir, 'files') : undefined,
  };
};

const backupStoppedPortal = async (
  dataDir: string,
  pgliteDir: string,
  filesDir: string | undefined,
  out: string,
) => {
  const lock = await lockDataDir(dataDir);
  try {
    const client = await PGlite.create({ dataDir: pgliteDir });
    try {
      return await backupEmbedded({
        dumpDataDir: () => dumpPgliteDataDir(client),
        filesDir,
        out,
      });
    } finally {
      await client.close();
    }
  } finally {
    await lock.release();
  }
};

const main = async () => {
  const options = readArguments();
  if (!options) {
    console.log(USAGE);
    return;
  }
  let manifest: TBackupManifest;
  try {
    if (options.databaseUrl) {
      console.log('正在用 pg_dump 备份 PostgreSQL…');
      manifest = await backupPostgres({
        databaseUrl: options.databaseUrl,
        filesDir: options.filesDir,
        out: options.out,
      });
    } else {
      const answer = await requestBackup(options.dataDir, options.out);
      if (answer && !answer.ok) throw new RefusedError(`服务器未能完成备份：${answer.error}`);
      if (answer) {
        console.log('已由运行中的服务器生成快照。');
        manifest = answer.manifest;
      } else {
        console.log('没有服务器在此数据目录运行：直接备份。');
        manifest = await backupStoppedPortal(
          options.dataDir,
          options.pgliteDir ?? '',
          options.filesDir,
          options.out,
        );
      }
    }
  } catch (error) {
    throw error instanceof BackupRefusedError ? new RefusedError(error.message) : error;
  }
  console.log(
    `备份完成：${options.out}（数据库 ${manifest.database}，${manifest.databaseFile}；本地文件 ${manifest.localFiles} 个）。` +
      `\n恢复：npm run restore -- --from ${options.out} --data-dir <新目录> 或 --to postgres://…`,
  );
};

runCommand(main, { usage: USAGE, failure: '备份失败：' });
