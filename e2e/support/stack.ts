import type { APIRequestContext } from '@playwright/test';

/** Several checkouts on one machine run their suites side by side with E2E_PORT_OFFSET. */
const portOffset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const E2E_MOCK_PORT = 4310 + portOffset;
export const E2E_GATEWAY_PORT = 3310 + portOffset;
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
export const qa = async <T = unknown>(
  request: APIRequestContext,
  command: string,
  body: object = {},
): Promise<T> => {
  const response = await request.post(`${E2E_MOCK_URL}/__qa/${command}`, { data: body });
  if (!response.ok()) throw new Error(`QA ${command} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
};

export const qaGet = async <T = unknown>(request: APIRequestContext, command: string): Promise<T> => {
  const response = await request.get(`${E2E_MOCK_URL}/__qa/${command}`);
  if (!response.ok()) throw new Error(`QA ${command} failed: ${response.status()}`);
  return (await response.json()) as T;
};

export type TQaMember = {
  username: string;
  password: string;
  token: string;
  mobileNum?: string;
  countryDialingCode?: string;
  email?: string;
  payeeName?: string;
  totpSecret?: string;
};

export type TMemberKind =
  | 'player'
  | 'agent'
  | 'trial'
  | 'first-login'
  | 'expired-password'
  | 'insecure-default'
  | 'disabled'
  | 'mobile';
export type TSecondFactor = 'PHONE' | 'EMAIL' | 'PAYEE' | 'AUTHENTICATOR';

export const createMember = (request: APIRequestContext, kind: TMemberKind, secondFactor?: TSecondFactor) =>
  qa<TQaMember>(request, 'members', secondFactor ? { kind, secondFactor } : { kind });

/** A player with money in the main wallet (minor units). */
export const createFundedPlayer = (request: APIRequestContext, balanceMinor: number) =>
  qa<TQaMember>(request, 'members', { kind: 'player', balanceMinor });

/** Puts a vendor or one game under maintenance (or back). */
export const setGameMaintenance = (
  request: APIRequestContext,
  target: { vassalage: string } | { nodeId: string },
  on: boolean,
) => qa(request, 'game-maintenance', { ...target, on });

export const setFlag = (request: APIRequestContext, flag: string, enabled: boolean) =>
  qa(request, 'whitelabel', { flag, enabled });

export const setRegisterRule = (request: APIRequestContext, field: string, rule: Record<string, unknown>) =>
  qa(request, 'register-settings', { field, rule });

type TOutboxMessage = { channel: 'sms' | 'email'; to: string; purpose: string; code?: string; body: string };

/**
 * The newest message the mock "sent" to a number (country code and number,
 * digits only) or an email, waiting briefly for the send to complete.
 */
export const latestMessage = async (request: APIRequestContext, to: string): Promise<TOutboxMessage> => {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const { messages } = await qaGet<{ messages: TOutboxMessage[] }>(
      request,
      `outbox?to=${encodeURIComponent(to)}`,
    );
    const [latest] = messages;
    if (latest) return latest;
    if (Date.now() > deadline) throw new Error(`no message sent to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/** Back to the seed: flags, register settings, members, outbox. */
export const resetMock = (request: APIRequestContext) => qa(request, 'reset');

export const DEMO_AGENT = { username: 'demo_agent', password: 'Passw0rd!' } as const;
