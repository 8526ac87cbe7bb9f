/** Starting the built server (`npm run build` first) for a drill or a bench: a process of its own on 127.0.0.1. */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DRILL_CAPTCHA } from './drill-login.js';

const serverEntry = fileURLToPath(new URL('../dist/server.js', import.meta.url));

export type TBuiltServer = {
  url: string;
  stop: () => Promise<void>;
  alive: () => boolean;
  output: () => string;
};

/**
 * Runs dist/server.js with `env` on a free port of 127.0.0.1, as NODE_ENV=test: the production build
 * with the fixed captcha DRILL_CAPTCHA, so demo accounts can log in. Resolves once the server serves,
 * or (`listening`) once it listens while it opens its database.
 */
export const startBuiltServer = (env: Record<string, string>, until: 'started' | 'listening' = 'started') =>
  new Promise<TBuiltServer>((resolve, reject) => {
    if (!existsSync(serverEntry)) throw new Error('apps/server/dist/server.js 不存在：请先 npm run build');
    const child = spawn(process.execPath, [serverEntry], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DEV_FIXED_CAPTCHA: DRILL_CAPTCHA,
        HOST: '127.0.0.1',
        PORT: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let exited = false;
    child.once('exit', () => (exited = true));
    const printed = until === 'started' ? /http:\/\/[\w.]+:(\d+)\/home/ : /端口 (\d+) 已监听/;
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = printed.exec(output)?.[1];
      if (!port) return;
      resolve({
        url: `http://127.0.0.1:${port}`,
        alive: () => !exited,
        output: () => output,
        stop: () =>
          new Promise((done) => {
            if (exited) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
