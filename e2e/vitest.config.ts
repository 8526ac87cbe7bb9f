import { defineConfig } from 'vitest/config';

/** Browser and black-box API tests against the built server, started once for the run. */
export default defineConfig({
  test: {
    globalSetup: ['./support/start-server.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One server and one Chromium at a time: the machine has 2 cores.
    fileParallelism: false,
    projects: [
      { extends: true, test: { name: 'api', include: ['api/**/*.test.ts'] } },
      // A browser on a loaded 2-core machine now and then paints later than any wait allows: a failed
      // browser test runs once more, and the report marks what passed only then.
      { extends: true, test: { name: 'ui', include: ['ui/**/*.test.ts'], retry: 1 } },
    ],
  },
});
