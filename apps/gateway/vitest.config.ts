import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Integration suites spawn the mock upstream and make real HTTP calls.
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Under CI the Redis suites must run: src/test/local-redis.ts fails them instead of skipping.
    provide: { isCi: process.env.CI === 'true' },
    // Files share one module graph per worker instead of importing the whole gateway again
    // each. No test mocks a module; every file builds its own app (and mock, Redis keys) and
    // restores the timers it fakes.
    isolate: false,
  },
});
