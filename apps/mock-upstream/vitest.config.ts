import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Files share one module graph per worker instead of importing the whole mock again each
    // (about half of this suite's time went to imports). No test mocks a module; every file
    // opens its own database and app, and restores the timers it fakes.
    isolate: false,
  },
});
