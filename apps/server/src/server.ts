import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, DEPLOYMENT_LABEL, loadConfig } from './config/env.js';
import { DataDirLockedError, LOCK_HANDOVER_ENV, lockDataDir, usesDataDir } from './db/data-dir-lock.js';
import { databaseCtype, isDatabaseEmpty } from './db/database.js';
import { openDatabase } from './portal-database.js';
import { accountsWithDemoPassword } from './demo-data/demo-accounts.js';
import { seedDemoData } from './demo-data/seed-demo-data.js';
import { seedDemoWorkflow } from './demo-data/demo-workflow.js';
import { isOutage } from './lib/outage.js';
import { createDatabaseFileStore, createLocalFileStore } from './modules/files/index.js';
import { createHttpListener, type THttpListener } from './plugins/http-listener.js';
import { openPlatformBackends } from './plugins/platform-backends.js';

class DeploymentRefusedError extends Error {}

/** Waits between attempts to reach the database (and Redis) at start: doubling from 1 s up to 30 s. */
const OPEN_RETRY_FIRST_MS = 1_000;
const OPEN_RETRY_MAX_MS = 30_000;

type TServerConfigLoaded = ReturnType<typeof loadConfig>;
type TRunning = {
  app: Awaited<ReturnType<typeof buildApp>>;
  close: () => Promise<void>;
};

/** What an outage error says, innermost first (drizzle and AggregateError wrap the driver's). */
const describeOutage = (error: unknown): string => {
  let innermost = error as { cause?: unknown; errors?: unknown[]; code?: unknown; message?: unknown };
  while (innermost.cause || innermost.errors?.[0]) {
    innermost = (innermost.cause ?? innermost.errors?.[0]) as typeof innermost;
  }
  return String(innermost.code ?? innermost.message ?? innermost);
};

/**
 * Opens the database (migrating it), Redis and everything built on them, and builds the app on the
 * listener. Whatever it opened is closed again when a step fails, so a failed attempt can be retried.
 */
const openServices = async (config: TServerConfigLoaded, listener: THttpListener): Promise<TRunning> => {
  const usesEmbeddedDatabase = !config.databaseUrl;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: usesEmbeddedDatabase ? path.join(config.dataDir, 'pglite') : undefined,
    timeouts: config.databaseTimeouts,
  });
  let identity: Awaited<ReturnType<typeof openPlatformBackends>> | undefined;
  let app: TRunning['app'] | undefined;
  try {
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
        throw new DeploymentRefusedError(
          `${DEPLOYMENT_LABEL}拒绝启动：账号 ${demoAccounts.join('、')} 仍在使用演示密码。` +
            '请先修改这些账号的密码或删除它们 (demo passwords present in a deployment)。',
        );
      }
    }

    identity = await openPlatformBackends(config.identity, config.redisUrl, database.db);
    app = await buildApp({
      config: { ...config, validateResponses: config.nodeEnv !== 'production' },
      database,
      fileStore,
      serverFactory: listener.serverFactory,
      web: {
        mode: config.nodeEnv === 'development' ? 'development' : 'production',
        demo: config.deployment === 'demo',
      },
      identity: identity.options,
      partners: config.partners,
      alerts: config.alerts,
      ocds: config.ocds,
    });
    await app.ready();
    // The OpenAPI document takes seconds to build: once here, not on its first request.
    app.swagger();
    // Approvals in progress go through the workflow's own calls, so they wait for the app.
    if (seedsDemo) await seedDemoWorkflow(app, database.db);
    console.log(identity.describe());
    const opened = { app, identity };
    return {
      app,
      // The app first: Fastify runs onClose hooks last-registered first, so a hook closing the
      // database would run before the sweeps' hooks wait for their run under way.
      close: async () => {
        await opened.app.close();
        await opened.identity.close();
        await database.close();
      },
    };
  } catch (error) {
    await app?.close().catch(() => undefined);
    await identity?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
};

/** Opens the services, again and again with growing waits while the database or Redis is unreachable. */
const openWhenReachable = async (open: () => Promise<TRunning>): Promise<TRunning> => {
  for (let waitMs = OPEN_RETRY_FIRST_MS; ; waitMs = Math.min(waitMs * 2, OPEN_RETRY_MAX_MS)) {
    try {
      return await open();
    } catch (error) {
      if (!isOutage(error)) throw error;
      console.warn(`数据库或 Redis 暂不可达（${describeOutage(error)}），${waitMs / 1000} 秒后重试…`);
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }
};

const start = async () => {
  const config = loadConfig();
  // React and antd pick their build by NODE_ENV when first loaded; the browser bundle is a production
  // build, so the server must match it (also under NODE_ENV=test) or class names differ and hydration fails.
  process.env.NODE_ENV = config.nodeEnv === 'development' ? 'development' : 'production';
  // `npm start` takes the lock before building and hands it over to the server it starts.
  const lock = usesDataDir(config)
    ? await lockDataDir(config.dataDir, { handedOverBy: process.env[LOCK_HANDOVER_ENV] })
    : undefined;
  const databaseKind = config.databaseUrl ? 'postgres' : 'pglite';
  const listener = createHttpListener({ databaseKind });
  // Set once the services are open; a stop signal may come before.
  const opened: { running?: TRunning } = {};
  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    // Ctrl-C reaches the server from the terminal and again through `npm start`: close once.
    if (shuttingDown) return;
    shuttingDown = true;
    opened.running?.app.log.info(`${signal}: shutting down`);
    // Requests under way finish before the app and the database close under them.
    await listener.close();
    await opened.running?.close();
    await lock?.release();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // Listening first: a probe sees a live process (health 200, ready 503) while the database is
  // migrated, or is down and waited for, instead of a refused port or a process that exits.
  const port = await listener.listen(config.port, config.host);
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`正在打开数据库（${databaseKind}）；端口 ${port} 已监听，就绪前各接口答 503…`);
  opened.running = await openWhenReachable(() => openServices(config, listener));
  listener.handOver();
  console.log(`supportal 已启动：http://${shownHost}:${port}/home （数据库：${databaseKind}）`);
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
