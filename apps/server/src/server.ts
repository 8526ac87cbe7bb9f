import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, DEPLOYMENT_LABEL, loadConfig } from './config/env.js';
import { DataDirLockedError, LOCK_HANDOVER_ENV, lockDataDir, usesDataDir } from './db/data-dir-lock.js';
import { databaseCtype, isDatabaseEmpty } from './db/database.js';
import { openDatabase } from './portal-database.js';
import { accountsWithDemoPassword, demoAccountsWelcome } from './demo-data/demo-accounts.js';
import { seedDemoData } from './demo-data/seed-demo-data.js';
import { seedDemoWorkflow } from './demo-data/demo-workflow.js';
import { openWhenReachable } from './lib/start-retry.js';
import { createDatabaseFileStore, createLocalFileStore } from './modules/files/index.js';
import { openControlSocket } from './plugins/control-socket.js';
import { createHttpListener, type THttpListener } from './plugins/http-listener.js';
import { openPlatformBackends } from './plugins/platform-backends.js';

class DeploymentRefusedError extends Error {}

/** The same stop signal again this soon is the same stop (it arrived twice), not a request to hurry. */
const SAME_STOP_WITHIN_MS = 500;
/** After the drain: how long requests, sweeps and connections may take to end before the process exits anyway. */
const STOP_DEADLINE_MS = 30_000;

type TServerConfigLoaded = ReturnType<typeof loadConfig>;
type TRunning = {
  app: Awaited<ReturnType<typeof buildApp>>;
  /** Printed under the address once the portal is ready: the demo accounts a newcomer can use. */
  welcome: string[];
  close: () => Promise<void>;
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
    pool: config.databasePool,
    // Each migration and the progress of the first title-phrase pass (npm run db:migrate does it ahead).
    log: (line) => console.log(line),
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
    const welcome =
      config.deployment === 'demo'
        ? await demoAccountsWelcome(database.db, config.identity.outboxDir ?? '（未配置）')
        : [];
    // Last, as nothing after it can fail: `npm run backup` asks the server: only the process holding PGlite can snapshot it consistently.
    const { dumpDataDir } = database;
    const control = dumpDataDir
      ? await openControlSocket({
          dataDir: config.dataDir,
          dumpDataDir,
          filesDir: config.fileStore === 'local' ? path.join(config.dataDir, 'files') : undefined,
        }).catch((error: unknown) => {
          console.warn(
            `无法建立备份控制套接字（${(error as Error).message}）：运行中备份不可用，请停机后备份。`,
          );
          return undefined;
        })
      : undefined;
    const opened = { app, identity };
    return {
      app,
      welcome,
      // The app first: Fastify runs onClose hooks last-registered first, so a hook closing the
      // database would run before the sweeps' hooks wait for their run under way.
      close: async () => {
        await control?.close();
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
  let stopping: { signal: string; at: number } | undefined;
  const shutdown = async (signal: string) => {
    if (stopping) {
      // Ctrl-C reaches the server from the terminal and again through `npm start`: one stop.
      if (signal === stopping.signal && Date.now() - stopping.at < SAME_STOP_WITHIN_MS) return;
      console.warn(`再次收到 ${signal}：立即退出，不再等待请求和后台任务结束 (forced exit)`);
      process.exit(1);
    }
    stopping = { signal, at: Date.now() };
    console.log(
      `${signal}：正在停止，先答就绪检查 503，${config.shutdownDrainMs / 1000} 秒后不再接受请求；再按一次 Ctrl-C 立即退出`,
    );
    setTimeout(() => {
      console.error(`停止超时（${STOP_DEADLINE_MS / 1000} 秒）：强制退出 (forced exit)`);
      process.exit(1);
    }, config.shutdownDrainMs + STOP_DEADLINE_MS).unref();
    // Out of the balancer first, then requests under way finish before the app and the database close.
    // Background work stops at once: other instances take the due work while this one drains.
    await Promise.all([
      listener.drainThenClose(config.shutdownDrainMs),
      opened.running?.app.stopBackgroundWork(),
    ]);
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
  opened.running = await openWhenReachable(() => openServices(config, listener), { dataDir: config.dataDir });
  listener.handOver();
  console.log(`supportal 已启动：http://${shownHost}:${port}/home （数据库：${databaseKind}）`);
  for (const line of opened.running.welcome) console.log(line);
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
