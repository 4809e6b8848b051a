import { existsSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { REPO_ROOT, startChildServer, stopChild } from './child-server.js';
import { freePort } from './free-port.js';

/**
 * Runs the real mock upstream as a child process (`node apps/mock-upstream/dist/server.js`)
 * with an in-memory database and the QA API on, so integration suites talk to
 * it over real HTTP exactly as the gateway talks to the real upstream. The
 * mock's code is never imported.
 */
export const MOCK_SERVER_SCRIPT = `${REPO_ROOT}apps/mock-upstream/dist/server.js`;

const BUILD_WAIT_MS = 10_000;

export type TMockUpstream = {
  url: string;
  /** Calls the mock's QA API (`/__qa/...`), failing on a non-2xx answer. */
  qa: <T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown) => Promise<T>;
  /** What the mock has logged so far (at its LOG_LEVEL, `warn` unless `env` says), one line each. */
  logLines: () => string[];
  stop: () => Promise<void>;
};

/** Waits out a rebuild of the mock that is in progress (its dist is briefly absent). */
const waitForBuild = async (): Promise<boolean> => {
  const deadline = Date.now() + BUILD_WAIT_MS;
  while (!existsSync(MOCK_SERVER_SCRIPT)) {
    if (Date.now() > deadline) return false;
    await delay(250);
  }
  return true;
};

/** `env` adds to the mock's environment (e.g. `FEED_RETAINED_EVENTS`). */
export const startMockUpstream = async (env: Record<string, string> = {}): Promise<TMockUpstream> => {
  if (!(await waitForBuild())) {
    throw new Error(
      `${MOCK_SERVER_SCRIPT} is missing: build it with \`npm run build -w apps/mock-upstream\``,
    );
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { child, output } = await startChildServer(
    'mock upstream',
    [MOCK_SERVER_SCRIPT],
    {
      MOCK_DB: ':memory:',
      QA_API: '1',
      MOCK_PORT: String(port),
      MOCK_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    url,
  );

  return {
    url,
    qa: async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
      const response = await fetch(`${url}/__qa${path}`, {
        method,
        ...(body === undefined
          ? {}
          : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`QA ${method} ${path} answered ${response.status}: ${text}`);
      return JSON.parse(text) as T;
    },
    logLines: () =>
      output()
        .split('\n')
        .filter((line) => line.length > 0),
    stop: () => stopChild(child),
  };
};
