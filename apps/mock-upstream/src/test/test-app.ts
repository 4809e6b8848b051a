import { ACCOUNT_PATHS, SESSION_PATHS, type TWireLoginRequest } from '@site/contracts';
import { encryptPayload } from '@site/wire-crypto';
import { buildApp, type TApp, type TAppOptions } from '../app.js';
import type { TConfig } from '../config.js';
import { closeDatabase, migrateDatabase, openDatabase, type TDatabase } from '../db/client.js';
import { DEMO_MERCHANT_CODE, seedIfEmpty } from '../seed/seed.js';

export { DEMO_PASSWORD } from '../seed/data/members.js';

/** The `X-Seamless-Key` of the in-memory mock. */
export const TEST_SEAMLESS_KEY = 'test-seamless-key';
/** The `X-Feed-Key` of the in-memory mock. */
export const TEST_FEED_KEY = 'test-feed-key';

export const MERCHANT_HEADERS = { merchant: DEMO_MERCHANT_CODE } as const;

export type TInMemoryMock = { app: TApp; db: TDatabase; close: () => Promise<void> };

/** The mock on a private in-memory database, migrated and seeded as server.ts prepares a file. */
export const createInMemoryMock = async (
  options: Partial<Pick<TConfig, 'isQaApiEnabled' | 'logLevel' | 'feedRetainedEvents' | 'lotteryTickMs'>> &
    TAppOptions & {
      /** Runs on the built app before it is ready, e.g. to add an `onRoute` hook. */
      beforeReady?: (app: TApp) => void;
    } = {},
): Promise<TInMemoryMock> => {
  const db = openDatabase(':memory:');
  migrateDatabase(db);
  await seedIfEmpty(db);
  const app = buildApp(
    {
      host: '127.0.0.1',
      port: 0,
      databasePath: ':memory:',
      isQaApiEnabled: options.isQaApiEnabled ?? true,
      seamlessKey: TEST_SEAMLESS_KEY,
      feedKey: TEST_FEED_KEY,
      feedRetainedEvents: options.feedRetainedEvents ?? 10_000,
      agentSettlementTickSeconds: 60,
      // Tests move the lottery themselves (tickLottery of domains/lottery/scheduler.ts), at the times they choose.
      lotteryTickMs: options.lotteryTickMs ?? 0,
      metrics: { port: null, host: '127.0.0.1' },
      logLevel: options.logLevel ?? 'silent',
      logFormat: 'json',
    },
    db,
    { rsaKeyPair: options.rsaKeyPair },
  );
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      closeDatabase(db);
    },
  };
};

/** Headers and body of an enc call, encrypted the way the gateway does it. */
export const encryptedCall = async (app: TApp, payload: unknown) => {
  const modulus = (await app.inject({ method: 'GET', url: SESSION_PATHS.rsaKey })).body;
  const { rsa, des } = encryptPayload(modulus, payload);
  return {
    headers: { ...MERCHANT_HEADERS, encryption: rsa, 'x-digest': des, 'x-rsa': modulus },
    payload: { value: des },
  };
};

/** An enc call as the gateway makes it; `headers` adds to the Merchant and encryption headers. */
export const encryptedInject = async (
  app: TApp,
  request: { method: 'POST' | 'PUT'; url: string; payload: unknown; headers?: Record<string, string> },
) => {
  const call = await encryptedCall(app, request.payload);
  return app.inject({
    method: request.method,
    url: request.url,
    ...call,
    headers: { ...call.headers, ...request.headers },
  });
};

/** A username login; QA member replies can be passed as they are (only the credentials are sent). */
export const logIn = async (
  app: TApp,
  {
    username,
    password,
    captcha = '',
    geetest_challenge,
    geetest_validate,
    geetest_seccode,
  }: { username: string; password: string; captcha?: string } & Partial<
    Pick<TWireLoginRequest, 'geetest_challenge' | 'geetest_validate' | 'geetest_seccode'>
  >,
  cookies: Record<string, string> = {},
  headers: Record<string, string> = {},
) => {
  const call = await encryptedCall(app, {
    type: 'username',
    ...{ username, password, captcha, geetest_challenge, geetest_validate, geetest_seccode },
  });
  return app.inject({
    method: 'POST',
    url: SESSION_PATHS.login,
    ...call,
    headers: { ...call.headers, ...headers },
    cookies,
  });
};

export const register = async (app: TApp, fields: Record<string, unknown>) => {
  const call = await encryptedCall(app, fields);
  return app.inject({ method: 'PUT', url: ACCOUNT_PATHS.register, ...call });
};

export const withToken = (token: string) => ({ ...MERCHANT_HEADERS, authorization: token });

/** A plain JSON POST of a /wps call (not encrypted). */
export const postJson = (app: TApp, url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, headers: { ...MERCHANT_HEADERS, ...headers }, payload });

export type TOutboxMessage = {
  channel: 'sms' | 'email';
  to: string;
  purpose: string;
  code?: string;
  body: string;
  createdAt: string;
};

/** What the mock "sent" to a number (dialing code digits + number) or an email, newest first. */
export const outbox = async (app: TApp, to: string): Promise<TOutboxMessage[]> =>
  (await app.inject({ method: 'GET', url: `/__qa/outbox?to=${encodeURIComponent(to)}` })).json<{
    messages: TOutboxMessage[];
  }>().messages;

/** The code of the newest message to `to`; fails the test when there is none. */
export const latestCode = async (app: TApp, to: string): Promise<string> => {
  const [latest] = await outbox(app, to);
  if (!latest?.code) throw new Error(`no code was sent to ${to}`);
  return latest.code;
};

/** A QA call (JSON body, plain JSON reply). */
export const qa = async (app: TApp, path: string, body?: unknown) =>
  app.inject(
    body === undefined
      ? { method: 'GET', url: `/__qa${path}` }
      : { method: 'POST', url: `/__qa${path}`, payload: body as object },
  );
