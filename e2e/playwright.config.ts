import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_GATEWAY_PORT, E2E_GATEWAY_URL, E2E_MOCK_PORT } from './support/stack';

const root = resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(resolve(tmpdir(), 'e2e-'));

// The whole stack, built (`npm test` builds first), on ports of its own so a
// running `npm start` does not interfere. Debian's Chromium, never a download.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  outputDir: resolve(root, 'test-results'),
  use: {
    baseURL: E2E_GATEWAY_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    // Recording a trace of every test cost about a third more CPU (decision 0037); the retry
    // of a failed test records one (`--trace on` records every test).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    viewport: { width: 1440, height: 900 },
  },
  webServer: [
    {
      command: 'node apps/mock-upstream/dist/server.js',
      cwd: root,
      url: `http://127.0.0.1:${E2E_MOCK_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        MOCK_PORT: String(E2E_MOCK_PORT),
        MOCK_DB: resolve(dataDir, 'mock.sqlite'),
        QA_API: '1',
        LOG_LEVEL: 'warn',
      },
    },
    {
      command: 'node apps/gateway/dist/server.js',
      cwd: root,
      url: `${E2E_GATEWAY_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(E2E_GATEWAY_PORT),
        UPSTREAM_URL: `http://127.0.0.1:${E2E_MOCK_PORT}`,
        ALLOWED_ORIGINS: E2E_GATEWAY_URL,
        GATEWAY_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e',
        // Every test comes from 127.0.0.1 and the demo accounts sign in again and again;
        // the limits themselves are proven in the gateway's tests.
        ...Object.fromEntries(
          [
            'RATE_LIMIT_LOGIN_PER_MINUTE',
            'RATE_LIMIT_LOGIN_PER_ACCOUNT_PER_MINUTE',
            'RATE_LIMIT_CAPTCHA_PER_MINUTE',
            'RATE_LIMIT_CAPTCHA_PER_SESSION_PER_MINUTE',
            'RATE_LIMIT_SMS_SEND_PER_MINUTE',
            'RATE_LIMIT_SMS_VERIFY_PER_MINUTE',
            'RATE_LIMIT_REGISTER_PER_MINUTE',
            'RATE_LIMIT_PASSWORD_RESET_PER_MINUTE',
            'RATE_LIMIT_AFFILIATE_CHECK_PER_MINUTE',
            'RATE_LIMIT_FEEDBACK_PER_MINUTE',
            'RATE_LIMIT_USERNAME_SUGGEST_PER_MINUTE',
            'RATE_LIMIT_BEACON_PER_MINUTE',
            'RATE_LIMIT_PROMO_CODE_PER_MINUTE',
            'RATE_LIMIT_PROMO_CODE_PER_MEMBER_PER_MINUTE',
            'RATE_LIMIT_RAFFLE_DRAW_PER_MINUTE',
            'RATE_LIMIT_RAFFLE_DRAW_PER_MEMBER_PER_MINUTE',
            'RATE_LIMIT_CHAT_LAUNCH_PER_MINUTE',
            'RATE_LIMIT_CHAT_LAUNCH_PER_MEMBER_PER_MINUTE',
            'RATE_LIMIT_DOWNLINE_REGISTER_PER_MINUTE',
            'RATE_LIMIT_DOWNLINE_REGISTER_PER_MEMBER_PER_MINUTE',
            'RATE_LIMIT_INVITE_LINK_PER_MINUTE',
            'RATE_LIMIT_INVITE_LINK_PER_MEMBER_PER_MINUTE',
            'RATE_LIMIT_RESPONSIBLE_PER_MINUTE',
            'RATE_LIMIT_RESPONSIBLE_PER_MEMBER_PER_MINUTE',
            'RATE_LIMIT_PAGE_RENDER_PER_MINUTE',
            'RATE_LIMIT_PAGE_RENDER_PER_MEMBER_PER_MINUTE',
            'SMS_DAILY_LIMIT_PER_IP',
          ].map((name) => [name, '1000']),
        ),
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
