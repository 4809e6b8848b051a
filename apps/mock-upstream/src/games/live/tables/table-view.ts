import { balanceOf } from '../../../core/play/seamless-wallet.js';
import type { TDatabase } from '../../../db/client.js';
import type { TLiveTable } from '../../../db/schema-live.js';
import type { TGameLaunch } from '../../../db/schema-play.js';
import { betView, settleDueBets } from '../bets.js';
import { currentRound, roundWindow } from './schedule.js';
import { recentTableBets, roundFairInputs, scheduleOf } from './table-store.js';

/** How many finished rounds the road (history strip) shows. */
export const HISTORY_ROUNDS = 48;

/**
 * What a timed table's page polls: the clock, the round (its seed hash while
 * betting; seed and result once drawn), recent results, the player's slips
 * and balance. Settles due slips first.
 */
export const tableState = <TResult>(
  db: TDatabase,
  table: TLiveTable,
  launch: TGameLaunch,
  resultOf: (roundNo: number) => TResult,
  now = new Date(),
) => {
  settleDueBets(db, now);
  const schedule = scheduleOf(table);
  const round = currentRound(schedule, now.getTime());
  const fair = roundFairInputs(table, round.roundNo);
  const history = [];
  for (let roundNo = round.roundNo - 1; roundNo >= Math.max(0, round.roundNo - HISTORY_ROUNDS); roundNo--) {
    history.push({ roundNo, result: resultOf(roundNo) });
  }
  return {
    table: {
      tableId: table.id,
      name: table.name,
      minBetMinor: table.minBetMinor,
      maxBetMinor: table.maxBetMinor,
      bettingMs: table.bettingMs,
      revealMs: table.revealMs,
    },
    now: now.getTime(),
    round: {
      roundNo: round.roundNo,
      phase: round.phase,
      opensAt: round.opensAt,
      closesAt: round.closesAt,
      endsAt: round.endsAt,
      serverSeedHash: fair.serverSeedHash,
      clientSeed: fair.clientSeed,
      // The seed and the result only once bets are closed.
      ...(round.phase === 'revealing'
        ? { serverSeed: fair.serverSeed, result: resultOf(round.roundNo) }
        : {}),
    },
    previous:
      round.roundNo > 0
        ? { ...roundFairInputs(table, round.roundNo - 1), ...roundWindow(schedule, round.roundNo - 1) }
        : null,
    history,
    myBets: recentTableBets(db, table.id, launch.id).map(betView),
    balanceMinor: balanceOf(db, launch),
  };
};
