import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Integration suites spawn the mock upstream and make real HTTP calls.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
