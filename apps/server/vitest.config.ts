import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Builds each distinct seeded database once per run for the test files to copy (test-app.ts).
    globalSetup: ['test/global-setup.ts'],
    // Each file opens its own in-memory PGlite (seconds to initialise): allow for it on 2 cores.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
