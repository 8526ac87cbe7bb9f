import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config/env.js';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.js';
import { databaseCtype, isDatabaseEmpty, openDatabase } from './db/database.js';
import { seedDemoData } from './db/seed/seed-demo-data.js';
import { openIdentityBackends } from './modules/auth/identity-backends.js';
import { createDatabaseFileStore, createLocalFileStore } from './modules/files/file-store.js';

const start = async () => {
  const config = loadConfig();
  // React and antd pick their build by NODE_ENV when first loaded; the browser bundle is a production
  // build, so the server must match it (also under NODE_ENV=test) or class names differ and hydration fails.
  process.env.NODE_ENV = config.nodeEnv === 'development' ? 'development' : 'production';
  const usesEmbeddedDatabase = !config.databaseUrl;
  const releaseLock =
    usesEmbeddedDatabase || config.fileStore === 'local' ? await lockDataDir(config.dataDir) : undefined;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: usesEmbeddedDatabase ? path.join(config.dataDir, 'pglite') : undefined,
    timeouts: config.databaseTimeouts,
  });
  const fileStore =
    config.fileStore === 'database'
      ? createDatabaseFileStore(database.db)
      : createLocalFileStore(path.join(config.dataDir, 'files'));

  const ctype = await databaseCtype(database.db);
  if (!/utf-?8/i.test(ctype)) {
    console.warn(
      `警告：数据库 LC_CTYPE 为 ${ctype}，中文检索索引将失效。请用 UTF-8 ctype 建库（见 README “Running at scale”）。`,
    );
  }
  if (config.seedDemoData && (await isDatabaseEmpty(database.db))) {
    console.log(`空数据库：正在生成演示数据（${config.demoNoticeCount} 条公告）…`);
    const summary = await seedDemoData(database.db, fileStore, { noticeCount: config.demoNoticeCount });
    console.log('演示数据已生成：', summary);
  }

  const identity = await openIdentityBackends(config.identity, config.redisUrl, database.db);
  const app = await buildApp({
    config: { ...config, validateResponses: config.nodeEnv !== 'production' },
    database,
    fileStore,
    web: { mode: config.nodeEnv === 'development' ? 'development' : 'production' },
    identity: identity.options,
  });
  app.addHook('onClose', async () => {
    await identity.close();
    await database.close();
    await releaseLock?.();
  });

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`supportal 已启动：http://${shownHost}:${port}/home （数据库：${database.kind}）`);
  console.log(identity.describe());
};

start().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('启动失败：', error);
  }
  process.exit(1);
});
