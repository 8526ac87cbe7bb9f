import { defineConfig } from 'vitest/config';

// Unit tests run without the React Router plugin and without a DOM: UI effects are injected.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['app/**/*.test.{ts,tsx}', 'build-plugins/**/*.test.ts'],
  },
});
