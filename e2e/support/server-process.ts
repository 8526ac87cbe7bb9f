import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const SERVER_ENTRY = fileURLToPath(new URL('../../apps/server/dist/server.js', import.meta.url));
/** What `npm run db:migrate` runs. */
export const MIGRATE_ENTRY = fileURLToPath(new URL('../../apps/server/dist/migrate.js', import.meta.url));
/** What `npm run dev` runs (the server from source, Vite serving the web app), as node arguments. */
export const DEV_SERVER_SCRIPT = [
  '--import',
  'tsx',
  fileURLToPath(new URL('../../apps/server/src/server.ts', import.meta.url)),
];
/** What `npm start` runs (lock, build, server), as node arguments. */
export const START_SCRIPT = [
  '--import',
  'tsx',
  fileURLToPath(new URL('../../apps/server/scripts/start.ts', import.meta.url)),
];

export type TStartedServer = { url: string; process: ChildProcess; output: () => string };

/** What the server prints once it serves (`started`), or once it listens, before its database opens. */
const PRINTED_PORT = {
  started: /http:\/\/[\w.]+:(\d+)\/home/,
  listening: /端口 (\d+) 已监听/,
};

/**
 * Starts the built server (or `entry`, e.g. DEV_SERVER_SCRIPT) and resolves with its URL once it prints
 * that it serves (or, with `until: 'listening'`, that it listens while it opens its database).
 */
export const startServer = (
  env: Record<string, string>,
  timeoutMs = 120_000,
  until: keyof typeof PRINTED_PORT = 'started',
  entry: string[] = [SERVER_ENTRY],
): Promise<TStartedServer> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, entry, {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'warn',
        // Tests play clients at different addresses through X-Forwarded-For, as a load balancer would.
        TRUST_PROXY: 'true',
        // Browser tests call the API far faster than people do: the ceiling stays on, out of their way.
        API_RATE_LIMIT_PER_MINUTE: '1000000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = PRINTED_PORT[until].exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${match[1]}`, process: child, output: () => output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with code ${code}:\n${output}`));
    });
  });

export const stopServer = (server: TStartedServer): Promise<void> =>
  new Promise((resolve) => {
    if (server.process.exitCode !== null) return resolve();
    server.process.once('exit', () => resolve());
    server.process.kill('SIGTERM');
  });

/**
 * Runs the server entry (or `entry`, e.g. START_SCRIPT) to completion, for start-up refusals, and
 * returns its exit code and output.
 */
export const runServerToExit = (
  env: Record<string, string>,
  timeoutMs = 60_000,
  entry: string[] = [SERVER_ENTRY],
) =>
  new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, entry, {
      env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not exit within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
