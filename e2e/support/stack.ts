import type { APIRequestContext } from '@playwright/test';

export const E2E_MOCK_PORT = 4310;
export const E2E_GATEWAY_PORT = 3310;
export const E2E_GATEWAY_URL = `http://127.0.0.1:${E2E_GATEWAY_PORT}`;
export const E2E_MOCK_URL = `http://127.0.0.1:${E2E_MOCK_PORT}`;

/** Debian's Chromium, headless, making no outside connections. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

export const DEMO_PLAYER = { username: 'demo_player', password: 'Passw0rd!' } as const;

/** Calls the mock's QA API (scenarios: maintenance, region block, members, reset, ...). */
export const qa = async <T = unknown>(request: APIRequestContext, command: string, body: object = {}): Promise<T> => {
  const response = await request.post(`${E2E_MOCK_URL}/__qa/${command}`, { data: body });
  if (!response.ok()) throw new Error(`QA ${command} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
};

export const qaGet = async <T = unknown>(request: APIRequestContext, command: string): Promise<T> => {
  const response = await request.get(`${E2E_MOCK_URL}/__qa/${command}`);
  if (!response.ok()) throw new Error(`QA ${command} failed: ${response.status()}`);
  return (await response.json()) as T;
};

export type TQaMember = { username: string; password: string; token: string };
