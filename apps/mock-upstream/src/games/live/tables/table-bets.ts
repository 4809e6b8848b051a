import { z } from 'zod';
import type { TDatabase } from '../../../db/client.js';
import type { TLiveTable } from '../../../db/schema-live.js';
import type { TGameLaunch } from '../../../db/schema-play.js';
import { bettingClosed, checkStake, placeBet } from '../bets.js';
import { isBettingOpen, roundWindow } from './schedule.js';
import { scheduleOf, type TTableEngine } from './table-store.js';

/** The body of a timed table's `POST /bet`: the round and a stake (minor units) per bet spot. */
export const tableBetBodySchema = <TBet extends string>(bets: readonly TBet[]) =>
  z.strictObject({
    roundNo: z.number().int().min(0),
    stakes: z.strictObject(
      Object.fromEntries(bets.map((bet) => [bet, z.number().int().min(0).optional()])) as Record<
        TBet,
        z.ZodOptional<z.ZodNumber>
      >,
    ),
  });

/**
 * A slip on a timed table's round: only while its betting window is open,
 * every stake within the table's limits, settled after the round's reveal.
 */
export const placeTableBet = <TBet extends string>(
  db: TDatabase,
  launch: TGameLaunch,
  table: TLiveTable,
  slip: {
    engine: TTableEngine;
    roundNo: number;
    stakes: Partial<Record<TBet, number>>;
    bets: readonly TBet[];
    /** The return per unit staked of a bet, in hundredths, as offered for this round. */
    oddsOf: (bet: TBet) => number;
    detail: Record<string, unknown>;
    now: Date;
  },
) => {
  const schedule = scheduleOf(table);
  if (!isBettingOpen(schedule, slip.roundNo, slip.now.getTime())) throw bettingClosed();
  const selections = slip.bets.flatMap((bet) => {
    const stakeMinor = slip.stakes[bet] ?? 0;
    if (stakeMinor <= 0) return [];
    checkStake(stakeMinor, table.minBetMinor, table.maxBetMinor);
    return [{ bet, stakeMinor, oddsHundredths: slip.oddsOf(bet) }];
  });
  const placed = placeBet(db, launch, {
    engine: slip.engine,
    selections,
    settleAfter: new Date(roundWindow(schedule, slip.roundNo).endsAt),
    tableId: table.id,
    roundNo: slip.roundNo,
    detail: slip.detail,
    now: slip.now,
  });
  return { roundId: placed.bet.roundId, balanceMinor: placed.balanceMinor };
};
