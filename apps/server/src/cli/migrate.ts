import { parseArgs } from 'node:util';
import { lockDataDir } from '../db/data-dir-lock.js';
import { openDatabase } from '../portal-database.js';
import {
  DATABASE_TARGET_OPTIONS,
  DATABASE_TARGET_USAGE,
  readDatabaseTarget,
  runCommand,
} from './cli-support.js';

const USAGE = `用法：npm run db:migrate [-- 选项]

执行数据库迁移和首次标题短语统计后退出（逐个列出迁移，长任务显示进度），
使服务启动时不再等待这些工作。已是最新时说明没有要执行的迁移。

${DATABASE_TARGET_USAGE}
  --help                  显示本说明`;

const main = async () => {
  const { values } = parseArgs({ options: { ...DATABASE_TARGET_OPTIONS, help: { type: 'boolean' } } });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const target = readDatabaseTarget(values);
  // A server running on this data directory holds the lock: migrating under it would corrupt PGlite.
  const lock = target.databaseUrl ? undefined : await lockDataDir(target.dataDir);
  try {
    console.log(`数据库：${target.databaseUrl ? 'PostgreSQL' : `PGlite（${target.pgliteDir}）`}`);
    const startedAt = Date.now();
    const database = await openDatabase({
      databaseUrl: target.databaseUrl,
      pgliteDir: target.pgliteDir,
      log: (line) => console.log(line),
    });
    await database.close();
    console.log(`数据库已就绪，用时 ${((Date.now() - startedAt) / 1000).toFixed(1)} 秒`);
  } finally {
    await lock?.release();
  }
};

runCommand(main, { usage: USAGE, failure: '数据库迁移失败：' });
