import { setTimeout as delay } from 'node:timers/promises';
import { AppError } from '../errors/app-error.js';
import { isUnknownOutcome } from './upstream-error.js';

const REPLAY_DELAY_MS = 100;

/**
 * Sends a money request, whose `requestId` makes a replay answer the first
 * result (docs/upstream.md §3 "Wallet"). When the wire leaves its outcome
 * unknown (a timeout, a dropped connection) the very same request is sent
 * once more; still unknown, it is `request_pending`, never a failure: the
 * money may have moved (decision 0015).
 */
export const sendMoneyRequest = async <T>(send: () => Promise<T>): Promise<T> => {
  try {
    return await send();
  } catch (error) {
    if (!isUnknownOutcome(error)) throw error;
  }
  await delay(REPLAY_DELAY_MS);
  try {
    return await send();
  } catch (error) {
    if (!isUnknownOutcome(error)) throw error;
    throw new AppError({ key: 'request_pending' }, { cause: error });
  }
};
