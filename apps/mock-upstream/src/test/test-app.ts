import { WIRE_PATHS } from '@site/contracts';
import { encryptPayload } from '@site/wire-crypto';
import { buildApp, type TApp, type TAppOptions } from '../app.js';
import type { TConfig } from '../config.js';
import { closeDatabase, migrateDatabase, openDatabase, type TDatabase } from '../db/client.js';
import { DEMO_MERCHANT_CODE, seedIfEmpty } from '../db/seed.js';

export { DEMO_PASSWORD } from '../db/seed-data/members.js';

export const MERCHANT_HEADERS = { merchant: DEMO_MERCHANT_CODE } as const;

export type TInMemoryMock = { app: TApp; db: TDatabase; close: () => Promise<void> };

/** The mock on a private in-memory database, migrated and seeded as server.ts prepares a file. */
export const createInMemoryMock = async (
  options: Partial<Pick<TConfig, 'isQaApiEnabled' | 'logLevel'>> & TAppOptions = {},
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
      logLevel: options.logLevel ?? 'silent',
    },
    db,
    { rsaKeyPair: options.rsaKeyPair },
  );
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
  const modulus = (await app.inject({ method: 'GET', url: WIRE_PATHS.rsaKey })).body;
  const { rsa, des } = encryptPayload(modulus, payload);
  return {
    headers: { ...MERCHANT_HEADERS, encryption: rsa, 'x-digest': des, 'x-rsa': modulus },
    payload: { value: des },
  };
};

export const logIn = async (
  app: TApp,
  credentials: { username: string; password: string; captcha?: string },
  cookies: Record<string, string> = {},
) => {
  const call = await encryptedCall(app, { type: 'username', captcha: '', ...credentials });
  return app.inject({ method: 'POST', url: WIRE_PATHS.login, ...call, cookies });
};

export const register = async (app: TApp, fields: Record<string, unknown>) => {
  const call = await encryptedCall(app, fields);
  return app.inject({ method: 'PUT', url: WIRE_PATHS.register, ...call });
};

export const withToken = (token: string) => ({ ...MERCHANT_HEADERS, authorization: token });

/** A QA call (JSON body, plain JSON reply). */
export const qa = async (app: TApp, path: string, body?: unknown) =>
  app.inject(
    body === undefined
      ? { method: 'GET', url: `/__qa${path}` }
      : { method: 'POST', url: `/__qa${path}`, payload: body as object },
  );
