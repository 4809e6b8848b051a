import { and, eq, lte } from 'drizzle-orm';
import { newRoundId, openRound, updateRoundDetail } from '../../core/play/rounds/round-store.js';
import { credit, debit } from '../../core/play/seamless-wallet.js';
import type { TDatabase } from '../../db/client.js';
import { liveBets, type TLiveBet, type TLiveSelection } from '../../db/schema-live.js';
import { gameLaunches, type TGameLaunch } from '../../db/schema-play.js';
import { WireError } from '../../wire/envelope.js';

/**
 * Bets whose outcome comes later (a table round, a match): the stake is
 * debited at once (`<roundId>:bet`) and the slip waits in `live_bets`; the
 * first read after `settleAfter` settles every due slip (`<roundId>:win`,
 * 0 for a loss), so nothing runs in the background.
 */
export type TPlaceBet = {
  engine: string;
  selections: TLiveSelection[];
  settleAfter: Date;
  tableId?: number;
  roundNo?: number;
  fixtureId?: string;
  detail: Record<string, unknown>;
  now?: Date;
};

export type TPlacedBet = { bet: TLiveBet; balanceMinor: number };

export const placeBet = (db: TDatabase, launch: TGameLaunch, slip: TPlaceBet): TPlacedBet => {
  const stakeMinor = slip.selections.reduce((sum, selection) => sum + selection.stakeMinor, 0);
  if (stakeMinor <= 0) throw new WireError(400, 'request_param_err', 'Choose at least one stake');
  const now = slip.now ?? new Date();
  return db.transaction((tx) => {
    const roundId = newRoundId();
    openRound(tx, launch, {
      roundId,
      engine: slip.engine,
      detail: { ...slip.detail, selections: slip.selections },
      now,
    });
    const paid = debit(tx, launch, { transactionId: `${roundId}:bet`, roundId, amountMinor: stakeMinor });
    const bet = tx
      .insert(liveBets)
      .values({
        roundId,
        merchantId: launch.merchantId,
        launchId: launch.id,
        memberId: launch.memberId,
        engine: slip.engine,
        tableId: slip.tableId ?? null,
        roundNo: slip.roundNo ?? null,
        fixtureId: slip.fixtureId ?? null,
        selections: slip.selections,
        stakeMinor,
        status: 'open',
        settleAfter: slip.settleAfter,
        createdAt: now,
      })
      .returning()
      .get();
    return { bet, balanceMinor: paid.balanceMinor };
  });
};

/** What a due slip returns and what to record about the outcome; per engine. */
export type TBetResolver = (
  db: TDatabase,
  bet: TLiveBet,
  now: Date,
) => { returnMinor: number; outcome: Record<string, unknown> };

const resolvers = new Map<string, TBetResolver>();

/** Each engine module registers how its slips settle. */
export const registerResolver = (engine: string, resolver: TBetResolver): void => {
  resolvers.set(engine, resolver);
};

/** How many slips a single read settles at most (the rest settle on the next reads). */
const SETTLE_BATCH = 500;

/** Settles every slip due at `now` (any engine, any player): the lazy settlement on read. */
export const settleDueBets = (db: TDatabase, now = new Date()): number => {
  const due = db
    .select()
    .from(liveBets)
    .where(and(eq(liveBets.status, 'open'), lte(liveBets.settleAfter, now)))
    .limit(SETTLE_BATCH)
    .all();
  let settled = 0;
  for (const bet of due) {
    const resolver = resolvers.get(bet.engine);
    if (!resolver) continue;
    const { returnMinor, outcome } = resolver(db, bet, now);
    db.transaction((tx) => {
      // Another read may have settled it meanwhile: only the one that flips the status pays.
      const flipped = tx
        .update(liveBets)
        .set({ status: 'settled', returnMinor, settledAt: now })
        .where(and(eq(liveBets.id, bet.id), eq(liveBets.status, 'open')))
        .run();
      if (flipped.changes === 0) return;
      const launch = tx.select().from(gameLaunches).where(eq(gameLaunches.id, bet.launchId)).get();
      if (!launch) return;
      updateRoundDetail(tx, bet.roundId, { outcome, returnMinor });
      credit(tx, launch, {
        transactionId: `${bet.roundId}:win`,
        roundId: bet.roundId,
        amountMinor: returnMinor,
      });
      settled++;
    });
  }
  return settled;
};

/** A stake from the request: a whole number of minor units within the table's limits. */
export const checkStake = (stakeMinor: number, minMinor: number, maxMinor: number): void => {
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor < minMinor || stakeMinor > maxMinor) {
    throw new WireError(400, 'request_param_err', `Stakes run from ${minMinor} to ${maxMinor} (minor units)`);
  }
};

export const bettingClosed = () =>
  new WireError(400, 'request_param_err', 'Betting is closed for this round');

/** A bet slip as the pages show it. */
export const betView = (bet: TLiveBet) => ({
  roundId: bet.roundId,
  roundNo: bet.roundNo,
  fixtureId: bet.fixtureId,
  selections: bet.selections,
  stakeMinor: bet.stakeMinor,
  status: bet.status,
  returnMinor: bet.returnMinor,
  placedAt: bet.createdAt.getTime(),
});
