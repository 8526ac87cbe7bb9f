// `npm start`: checks the configuration and takes the DATA_DIR lock *before* building, so a start that
// is refused (another server on this DATA_DIR) changes none of the files a running server serves; then
// builds and runs the server, which takes the lock over (LOCK_HANDOVER_ENV) and keeps it.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../src/config/env.js';
import {
  DataDirLockedError,
  LOCK_HANDOVER_ENV,
  lockDataDir,
  usesDataDir,
  type TDataDirLock,
} from '../src/db/data-dir-lock.js';

const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SERVER_ENTRY = fileURLToPath(new URL('../dist/server.js', import.meta.url));

const exitCodeOf = (code: number | null, signal: NodeJS.Signals | null) =>
  code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1);

const build = () =>
  new Promise<number>((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'build'], { cwd: REPOSITORY_ROOT, stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

/** Runs the server as a child and lives as long as it does, passing on stop signals. */
const runServer = (lock: TDataDirLock | undefined) =>
  new Promise<number>((resolve) => {
    const child = spawn(process.execPath, [SERVER_ENTRY], {
      cwd: REPOSITORY_ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...(lock ? { [LOCK_HANDOVER_ENV]: lock.handoverToken } : {}) },
    });
    // A supervisor (docker stop, systemd) signals only this process; the server shuts down gracefully.
    const forward = (signal: NodeJS.Signals) => () => child.kill(signal);
    process.on('SIGINT', forward('SIGINT'));
    process.on('SIGTERM', forward('SIGTERM'));
    child.on('exit', (code, signal) => resolve(exitCodeOf(code, signal)));
  });

const main = async (): Promise<number> => {
  const config = loadConfig();
  const lock = usesDataDir(config) ? await lockDataDir(config.dataDir) : undefined;
  try {
    const built = await build();
    if (built !== 0) return built;
    return await runServer(lock);
  } finally {
    await lock?.release();
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(error.message);
      console.error('未构建、未启动：正在运行的服务不受影响。(nothing was built or started)');
    } else {
      console.error('启动失败：', error);
    }
    process.exit(1);
  },
);
