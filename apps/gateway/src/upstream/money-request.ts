import { setTimeout as delay } from 'node:timers/promises';
import { AppError } from '../errors/app-error.js';
import { isUnknownOutcome, wasNotSent } from './upstream-error.js';

const REPLAY_DELAY_MS = 100;

/**
 * Sends a money request, whose `requestId` makes a replay answer the first
 * result (docs/upstream.md §3 "Wallet"). When the wire leaves its outcome
 * unknown (a timeout, a dropped connection) the very same request is sent
 * once more; a replay that is unanswered too, or never sent (the circuit
 * breaker opened meanwhile, the connection was refused), leaves the first
 * outcome unknown: `request_pending`, never a failure, because the money may
 * have moved (decisions 0015, 0036).
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
    if (!isUnknownOutcome(error) && !wasNotSent(error)) throw error;
    throw new AppError({ key: 'request_pending' }, { cause: error });
  }
};
