import { parseConfig, type TConfig } from '../config.js';

export const TEST_SECRET = 'gateway-test-secret-0123456789abcdef';
export const TEST_ORIGIN = 'http://localhost:5173';

/** A configuration for tests: quiet logs, a fixed secret, the given upstream. */
export const testConfig = (env: Record<string, string> = {}): TConfig =>
  parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    GATEWAY_SECRET: TEST_SECRET,
    ALLOWED_ORIGINS: TEST_ORIGIN,
    WEB_DIST: '/nonexistent/web/dist',
    // The browser renders every page unless a test brings a first-view renderer.
    WEB_SERVER_ENTRY: '/nonexistent/web/dist-server/entry-server.js',
    ...env,
  });
