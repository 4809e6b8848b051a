import type { TExecutor } from '../../db/client.js';
import type { TGameRound } from '../../db/schema-play.js';

/** What a real member's settled round sets off, inside the transaction that settled it. */
export type TSettledRoundListener = (tx: TExecutor, round: TGameRound, now: Date) => void;

const listeners = new Set<TSettledRoundListener>();

/**
 * Adds what a settled round sets off: the rewards group's points and
 * mission progress. The seamless wallet sits below the call groups, so they
 * hand it their work instead of being imported by it. Every app a process
 * builds registers its groups, so adding the same listener again changes
 * nothing.
 */
export const onRoundSettled = (listener: TSettledRoundListener): void => {
  listeners.add(listener);
};

/** Tells every listener that `round` settled (the seamless wallet's credit calls it). */
export const roundSettled = (tx: TExecutor, round: TGameRound, now: Date): void => {
  for (const listener of listeners) listener(tx, round, now);
};
