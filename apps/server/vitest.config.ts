import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Builds each distinct seeded database once per run for the test files to copy (test-app.ts).
    globalSetup: ['test/global-setup.ts'],
    // Each file opens its own in-memory PGlite (seconds to initialise) and some seed twice: allow for it
    // on 2 cores that other work keeps busy (a load of 12 was seen to push seeding past 70 s).
    testTimeout: 180_000,
    hookTimeout: 240_000,
  },
});
