import { randomUUID } from 'node:crypto';
import { WALLET_PATHS } from '@site/contracts';
import type { TApp } from '../app.js';
import { encryptedInject, postJson, qa, withToken } from './test-app.js';

/** The payment password of the members these fixtures make. */
export const PAYMENT_PASSWORD = '135790';

export type TPayer = { username: string; password: string; token: string };

/** A QA member with a main-wallet balance and, unless asked otherwise, a payment password. */
export const createPayer = async (
  app: TApp,
  options: {
    balanceMinor?: number;
    kind?: 'player' | 'agent' | 'trial';
    paymentPassword?: string | null;
    uplineUsername?: string;
  } = {},
): Promise<TPayer> => {
  const { balanceMinor = 0, kind = 'player', paymentPassword = PAYMENT_PASSWORD, uplineUsername } = options;
  const reply = await qa(app, '/members', {
    kind,
    balanceMinor,
    ...(paymentPassword === null ? {} : { paymentPassword }),
    ...(uplineUsername ? { uplineUsername } : {}),
  });
  if (reply.statusCode !== 200) throw new Error(`QA member not created: ${reply.body}`);
  return reply.json<TPayer>();
};

/** A GET of a token call; `query` goes in the query string. */
export const getAs = (app: TApp, token: string, url: string, query: Record<string, string | number> = {}) => {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  return app.inject({ method: 'GET', url: search ? `${url}?${search}` : url, headers: withToken(token) });
};

export const postAs = (app: TApp, token: string, url: string, payload: object) =>
  postJson(app, url, payload, { authorization: token });

/** Adds a bank card and answers its id. */
export const addCard = async (app: TApp, token: string, accountNumber = '001122334455', bankCode = 'BDO') => {
  const reply = await postAs(app, token, WALLET_PATHS.addBankCard, {
    requestId: randomUUID(),
    bankCode,
    accountName: 'Juan Dela Cruz',
    accountNumber,
  });
  if (reply.statusCode !== 200) throw new Error(`card not added: ${reply.body}`);
  return String(reply.json<{ value: { id: string | number } }>().value.id);
};

/** The enc withdraw call, as the gateway makes it. */
export const withdraw = (
  app: TApp,
  token: string,
  body: { amount: number; bankCardId: string; paymentPassword?: string; requestId?: string },
) =>
  encryptedInject(app, {
    method: 'POST',
    url: WALLET_PATHS.withdraw,
    headers: { authorization: token },
    payload: { paymentPassword: PAYMENT_PASSWORD, requestId: randomUUID(), ...body },
  });

/** The member's main-wallet balance on the wire (major units). */
export const mainBalance = async (app: TApp, token: string): Promise<number> => {
  const reply = await getAs(app, token, WALLET_PATHS.balance, { typeId: 1 });
  return reply.json<{ value: { balance: { availBalance: number }[] } }>().value.balance[0]?.availBalance ?? 0;
};

/** A merchant day (yyyy-MM-dd, UTC+8) `daysAgo` days before today. */
export const merchantDay = (daysAgo = 0, now = Date.now()): string =>
  new Date(now + 8 * 60 * 60 * 1000 - daysAgo * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** A range of record dates covering today. */
export const todayRange = () => ({ startDate: merchantDay(1), endDate: merchantDay(0) });
