import { rgStatements } from '../../core/responsible/rg-statements.js';
import type { TExecutor } from '../../db/client.js';
import { rgSettings } from '../../db/schema-responsible.js';

/** The member's reality check interval in seconds; 0 (off) when never set. */
export const realityCheckSecondsOf = (executor: TExecutor, memberId: number): number =>
  rgStatements(executor).realityCheck.get(memberId)?.seconds ?? 0;

/** Sets the interval (seconds, 0 off): members pick whole minutes, QA any seconds. */
export const setRealityCheckSeconds = (executor: TExecutor, memberId: number, seconds: number): number => {
  executor
    .insert(rgSettings)
    .values({ memberId, realityCheckSeconds: seconds })
    .onConflictDoUpdate({ target: rgSettings.memberId, set: { realityCheckSeconds: seconds } })
    .run();
  return seconds;
};
