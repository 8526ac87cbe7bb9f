import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, DEPLOYMENT_LABEL, loadConfig } from './config/env.js';
import { DataDirLockedError, LOCK_HANDOVER_ENV, lockDataDir, usesDataDir } from './db/data-dir-lock.js';
import { databaseCtype, isDatabaseEmpty, openDatabase } from './db/database.js';
import { accountsWithDemoPassword } from './db/seed/demo-accounts.js';
import { seedDemoData } from './db/seed/seed-demo-data.js';
import { seedDemoWorkflow } from './db/seed/demo-workflow.js';
import { openIdentityBackends } from './modules/auth/identity-backends.js';
import { createDatabaseFileStore, createLocalFileStore } from './modules/files/file-store.js';

class DeploymentRefusedError extends Error {}

const start = async () => {
  const config = loadConfig();
  // React and antd pick their build by NODE_ENV when first loaded; the browser bundle is a production
  // build, so the server must match it (also under NODE_ENV=test) or class names differ and hydration fails.
  process.env.NODE_ENV = config.nodeEnv === 'development' ? 'development' : 'production';
  const usesEmbeddedDatabase = !config.databaseUrl;
  // `npm start` takes the lock before building and hands it over to the server it starts.
  const lock = usesDataDir(config)
    ? await lockDataDir(config.dataDir, { handedOverBy: process.env[LOCK_HANDOVER_ENV] })
    : undefined;
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
  const seedsDemo = config.seedDemoData && (await isDatabaseEmpty(database.db));
  if (seedsDemo) {
    console.log(`空数据库：正在生成演示数据（${config.demoNoticeCount} 条公告）…`);
    const summary = await seedDemoData(database.db, fileStore, { noticeCount: config.demoNoticeCount });
    console.log('演示数据已生成：', summary);
  }

  if (config.deployment === 'production') {
    const demoAccounts = await accountsWithDemoPassword(database.db);
    if (demoAccounts.length > 0) {
      await database.close();
      throw new DeploymentRefusedError(
        `${DEPLOYMENT_LABEL}拒绝启动：账号 ${demoAccounts.join('、')} 仍在使用演示密码。` +
          '请先修改这些账号的密码或删除它们 (demo passwords present in a deployment)。',
      );
    }
  }

  const identity = await openIdentityBackends(config.identity, config.redisUrl, database.db);
  const app = await buildApp({
    config: { ...config, validateResponses: config.nodeEnv !== 'production' },
    database,
    fileStore,
    web: {
      mode: config.nodeEnv === 'development' ? 'development' : 'production',
      demo: config.deployment === 'demo',
    },
    identity: identity.options,
    partners: config.partners,
    alerts: config.alerts,
    ocds: config.ocds,
  });
  // Approvals in progress go through the workflow's own calls, so they wait for the app.
  if (seedsDemo) await seedDemoWorkflow(app, database.db);
  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    // Ctrl-C reaches the server from the terminal and again through `npm start`: close once.
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info(`${signal}: shutting down`);
    // The app first: Fastify runs onClose hooks last-registered first, so a hook closing the database
    // would run before the sweeps' hooks wait for their run under way.
    await app.close();
    await identity.close();
    await database.close();
    await lock?.release();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`supportal 已启动：http://${shownHost}:${port}/home （数据库：${database.kind}）`);
  console.log(identity.describe());
};

start().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof DeploymentRefusedError
  ) {
    console.error(error.message);
  } else {
    console.error('启动失败：', error);
  }
  process.exit(1);
});
