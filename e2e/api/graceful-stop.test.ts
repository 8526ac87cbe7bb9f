import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTempDirs } from '../support/own-server.js';
import { startServer, stopServer, type TStartedServer } from '../support/server-process.js';

const exited = (server: TStartedServer) =>
  new Promise<number | null>((resolve) => {
    if (server.process.exitCode !== null) resolve(server.process.exitCode);
    else server.process.once('exit', (code) => resolve(code));
  });

/** Starting a server with demo data takes a while on a busy 2-core machine. */
const START_AND_STOP_MS = 240_000;

/** What a load balancer sees of an instance told to stop (a rolling restart). */
describe('a stop signal', () => {
  const dirs = useTempDirs('stop');
  let dataDir: string;
  let server: TStartedServer | undefined;
  beforeAll(async () => {
    dataDir = await dirs.create();
  });
  afterAll(async () => {
    if (server) await stopServer(server);
  });

  it(
    'turns readiness 503 first and keeps serving for the drain time, then exits cleanly',
    async () => {
      server = await startServer(
        { DATA_DIR: dataDir, DEMO_NOTICE_COUNT: '20', SHUTDOWN_DRAIN_MS: '4000' },
        START_AND_STOP_MS,
      );
      const { url } = server;
      expect((await fetch(`${url}/supportal/ready`)).status).toBe(200);
      const signalledAt = Date.now();
      const exit = exited(server);
      server.process.kill('SIGTERM');
      let ready = await fetch(`${url}/supportal/ready`);
      while (ready.status === 200 && Date.now() - signalledAt < 3_000)
        ready = await fetch(`${url}/supportal/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: 'draining' });
      // Still alive and serving, each answer closing its connection so the client goes elsewhere next.
      expect((await fetch(`${url}/supportal/health`)).status).toBe(200);
      const list = await fetch(`${url}/supportal/v1/obp-notice/query-notice`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ size: 1 }),
      });
      expect(list.status).toBe(200);
      expect(list.headers.get('connection')).toBe('close');
      expect(await exit).toBe(0);
      expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(4_000);
      server = undefined;
    },
    START_AND_STOP_MS,
  );

  it(
    'exits at once on a second signal, saying so',
    async () => {
      server = await startServer({ DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: '120000' }, START_AND_STOP_MS);
      const running = server;
      const exit = exited(running);
      running.process.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect((await fetch(`${running.url}/supportal/ready`)).status).toBe(503);
      running.process.kill('SIGTERM');
      expect(await exit).toBe(1);
      expect(running.output()).toContain('立即退出');
      server = undefined;
    },
    START_AND_STOP_MS,
  );
});
