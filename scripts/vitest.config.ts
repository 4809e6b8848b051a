import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

// Repository-level checks (compose file, scripts) that belong to no workspace.
export default defineConfig({
  test: { include: ['scripts/**/*.test.ts', 'bench/**/*.test.ts'], root: resolve(import.meta.dirname, '..') },
});
