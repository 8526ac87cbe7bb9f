import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { E2E_CAPTCHA } from './auth.js';
import { startServer, stopServer } from './server-process.js';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only interfaces merge
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/** One server for the whole browser run, on the embedded database with a small demo set. */
export async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'supportal-e2e-'));
  // NODE_ENV=test (still the production web build) allows the fixed captcha; codes go to DATA_DIR/outbox.
  const server = await startServer(
    {
      DATA_DIR: dataDir,
      DEMO_NOTICE_COUNT: '800',
      NODE_ENV: 'test',
      DEV_FIXED_CAPTCHA: E2E_CAPTCHA,
      // The alert tests' robot receivers listen on 127.0.0.1.
      TEST_LOOPBACK_WEBHOOKS: 'true',
      // Seeding the demo set on a 2-core machine other work keeps busy was seen to take over 2 minutes.
    },
    300_000,
  );
  project.provide('baseUrl', server.url);
  project.provide('dataDir', dataDir);
  return async () => {
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  };
}
