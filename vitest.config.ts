import { defineConfig } from 'vitest/config';

// Unit and API-integration tests of every workspace; browser tests run separately (npm run test:e2e).
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
    // Vitest's default on 2 cores is one file at a time, yet API test files spend much of their time
    // waiting on PostgreSQL and Redis; each file still has databases of its own. Measured on 2 cores:
    // 3 files at a time beat 2 clearly, with every test still green.
    maxWorkers: 3,
  },
});
