import { randomUUID } from 'node:crypto';
import { REWARDS_PATHS } from '@site/contracts';
import type { TApp } from '../app.js';
import type { TDatabase } from '../db/client.js';
import { postPointEntry } from '../domains/rewards/points/point-ledger.js';
import { encryptedInject } from './test-app.js';
import { PAYMENT_PASSWORD } from './withdraw-fixtures.js';

/** Gives a member points straight into the points ledger (an adjustment). */
export const givePoints = (db: TDatabase, memberId: number, points: number): void => {
  db.transaction((tx) =>
    postPointEntry(tx, {
      memberId,
      points,
      kind: 'adjustment',
      idempotencyKey: `test:${randomUUID()}`,
      now: new Date(),
    }),
  );
};

/** The enc redeem call as the gateway makes it (`url` for a legacy twin). */
export const redeem = (
  app: TApp,
  token: string,
  body: { rewardId: string; quantity?: number; paymentPassword?: string; requestId?: string },
  url: string = REWARDS_PATHS.redeemPoints,
) =>
  encryptedInject(app, {
    method: 'POST',
    url,
    headers: { authorization: token },
    payload: { quantity: 1, paymentPassword: PAYMENT_PASSWORD, requestId: randomUUID(), ...body },
  });

/** The enc convert call as the gateway makes it (`url` for a legacy twin). */
export const convert = (
  app: TApp,
  token: string,
  body: { points: number; paymentPassword?: string; requestId?: string },
  url: string = REWARDS_PATHS.convertPoints,
) =>
  encryptedInject(app, {
    method: 'POST',
    url,
    headers: { authorization: token },
    payload: {
      conversionType: 'BALANCE',
      paymentPassword: PAYMENT_PASSWORD,
      requestId: randomUUID(),
      ...body,
    },
  });
