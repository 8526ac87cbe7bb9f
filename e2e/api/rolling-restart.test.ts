import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  dropTestDatabase,
  testDatabaseServer,
  testDatabaseUrl,
} from '../support/postgres.js';
import { startServer, stopServer, type TStartedServer } from '../support/server-process.js';
import { exited, freePort } from '../../apps/server/test/helpers/processes.js';

const HAPROXY = '/usr/sbin/haproxy';
const HAPROXY_CONFIG = fileURLToPath(new URL('../../deploy/haproxy.cfg', import.meta.url));
const redisUrl = process.env.TEST_REDIS_URL;
/** Longer than the balancer's check interval × fall count in deploy/haproxy.cfg (2 × 1 s). */
const DRAIN_MS = 3_000;
/** Two instances start, restart in turn and stop on a busy 2-core machine. */
const WHOLE_TEST_MS = 600_000;

type TLoadResult = { ok: number; failures: string[] };

/** Clients that keep asking through the balancer, as browsers and the list page would, until stopped. */
const keepAsking = (baseUrl: string, clients: number) => {
  const result: TLoadResult = { ok: 0, failures: [] };
  let running = true;
  const requests = [
    () => fetch(`${baseUrl}/home`, { headers: { accept: 'text/html' } }),
    () =>
      fetch(`${baseUrl}/supportal/v1/obp-notice/query-notice`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ size: 5 }),
      }),
    () => fetch(`${baseUrl}/noticeDetail?id=1`, { headers: { accept: 'text/html' } }),
  ];
  const client = async (index: number) => {
    for (let turn = index; running; turn += 1) {
      const ask = requests[turn % requests.length];
      if (!ask) break;
      try {
        const response = await ask();
        const body = await response.text();
        if (response.status >= 500) {
          result.failures.push(
            `${response.status} ${response.url} ${body.replace(/\s+/g, ' ').slice(0, 80)}`,
          );
        } else result.ok += 1;
      } catch (error) {
        result.failures.push(String((error as Error).cause ?? error));
      }
    }
  };
  const all = Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  return {
    result,
    stop: async () => {
      running = false;
      await all;
      return result;
    },
  };
};

describe.runIf(testDatabaseServer && redisUrl && existsSync(HAPROXY))(
  'a rolling restart behind HAProxy (deploy/haproxy.cfg)',
  () => {
    const database = `supportal_rolling_${process.pid}`;
    type TInstance = { port: number; server?: TStartedServer };
    const instances: TInstance[] = [];
    let balancer: ChildProcess | undefined;
    let balancerUrl = '';
    let statsUrl = '';

    /** Waits until the balancer's own checks have every instance in rotation (its status page says UP). */
    const allInRotation = async () => {
      for (;;) {
        const csv = await (await fetch(`${statsUrl}/;csv`)).text();
        const states = csv
          .split('\n')
          .filter((line) => /^supportal,app[12],/.test(line))
          .map((line) => line.split(',')[17]);
        if (states.length === 2 && states.every((state) => state === 'UP')) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };

    const startInstance = async (instance: TInstance) => {
      instance.server = await startServer(
        {
          DATABASE_URL: testDatabaseUrl(database),
          REDIS_URL: redisUrl ?? '',
          REDIS_KEY_PREFIX: `${database}:`,
          FILE_STORE: 'database',
          DEPLOYMENT: 'demo',
          DEMO_NOTICE_COUNT: '30',
          PORT: String(instance.port),
          SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
          TRUST_PROXY: '127.0.0.1',
        },
        WHOLE_TEST_MS / 4,
      );
    };

    beforeAll(async () => {
      await dropTestDatabase(database);
      await createTestDatabase(database);
      for (let index = 0; index < 2; index += 1) instances.push({ port: await freePort() });
      // One after the other: the first migrates and seeds, the second finds it done.
      for (const instance of instances) await startInstance(instance);
      const bind = `127.0.0.1:${await freePort()}`;
      const stats = `127.0.0.1:${await freePort()}`;
      balancer = spawn(HAPROXY, ['-db', '-f', HAPROXY_CONFIG], {
        env: {
          ...process.env,
          SUPPORTAL_BIND: bind,
          SUPPORTAL_STATS: stats,
          SUPPORTAL_APP_1: `127.0.0.1:${instances[0]?.port}`,
          SUPPORTAL_APP_2: `127.0.0.1:${instances[1]?.port}`,
        },
        stdio: 'ignore',
      });
      balancerUrl = `http://${bind}`;
      statsUrl = `http://${stats}`;
      for (let attempt = 0; attempt < 100; attempt += 1) {
        if ((await fetch(`${statsUrl}/;csv`).catch(() => undefined))?.ok) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await allInRotation();
    }, WHOLE_TEST_MS / 2);

    afterAll(async () => {
      balancer?.kill('SIGTERM');
      for (const instance of instances) if (instance.server) await stopServer(instance.server);
      await dropTestDatabase(database);
    });

    it(
      'fails no request while every instance in turn drains, stops and starts again',
      async () => {
        const load = keepAsking(balancerUrl, 4);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        for (const instance of instances) {
          const stopping = instance.server;
          if (!stopping) throw new Error('an instance did not start');
          stopping.process.kill('SIGTERM');
          await exited(stopping.process);
          await startInstance(instance);
          // As an operator's script would: the next one stops only once this one is back in rotation.
          await allInRotation();
        }
        const { ok, failures } = await load.stop();
        expect(failures).toEqual([]);
        expect(ok).toBeGreaterThan(50);
      },
      WHOLE_TEST_MS / 2,
    );
  },
);
