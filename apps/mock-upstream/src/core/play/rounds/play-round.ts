import type { TDatabase, TExecutor } from '../../../db/client.js';
import type { TGameLaunch, TGameRound } from '../../../db/schema-play.js';
import { reserveNonce, type TFairStamp } from '../fair/seed-store.js';
import { credit, debit } from '../seamless-wallet.js';
import { findRound, newRoundId, openRound, updateRoundDetail } from './round-store.js';

/**
 * The usual shape of an instant round (slot spin, fish shot, ...), in ONE
 * transaction: take the next nonce of the player's seed pair, open the round,
 * debit the bet, decide the outcome from the fair inputs, credit the win
 * (0 settles a lost round). Any failure (insufficient balance, ...) undoes
 * all of it, the nonce included.
 *
 * Transaction ids are `<roundId>:bet` and `<roundId>:win`.
 */
export type TRoundOutcome = { winMinor: number; detail: Record<string, unknown> };

export type TPlayedRound = {
  round: TGameRound;
  balanceMinor: number;
  fair: TFairStamp;
};

export const playInstantRound = (
  db: TDatabase,
  launch: TGameLaunch,
  play: {
    engine: string;
    betMinor: number;
    /** Pure: the outcome from the fair inputs (the verify page calls the same function). */
    decide: (fair: TFairStamp) => TRoundOutcome;
    gameId?: number;
  },
): TPlayedRound =>
  db.transaction((tx) => {
    const fair = reserveNonce(tx, launch);
    const roundId = newRoundId();
    openRound(tx, launch, { roundId, engine: play.engine, gameId: play.gameId, fair });
    debit(tx, launch, { transactionId: `${roundId}:bet`, roundId, amountMinor: play.betMinor });
    const outcome = play.decide(fair);
    updateRoundDetail(tx, roundId, outcome.detail);
    const paid = credit(tx, launch, {
      transactionId: `${roundId}:win`,
      roundId,
      amountMinor: outcome.winMinor,
    });
    const round = findRound(tx, roundId);
    if (!round) throw new Error('round vanished');
    return { round, balanceMinor: paid.balanceMinor, fair };
  });

/**
 * Opens a round whose outcome comes later (bingo card, lottery ticket, a
 * live table bet): reserves the nonce if `isFair`, opens the round with
 * `detail` and debits the bet, in one transaction. Settle it later with
 * `settleOpenRound`.
 */
export const openBetRound = (
  db: TDatabase,
  launch: TGameLaunch,
  bet: {
    engine: string;
    betMinor: number;
    detail: (fair: TFairStamp | null) => Record<string, unknown>;
    isFair: boolean;
    gameId?: number;
  },
): TPlayedRound & { fair: TFairStamp | null } =>
  db.transaction((tx) => {
    const fair = bet.isFair ? reserveNonce(tx, launch) : null;
    const roundId = newRoundId();
    openRound(tx, launch, {
      roundId,
      engine: bet.engine,
      gameId: bet.gameId,
      fair,
      detail: bet.detail(fair),
    });
    const paid = debit(tx, launch, { transactionId: `${roundId}:bet`, roundId, amountMinor: bet.betMinor });
    const round = findRound(tx, roundId);
    if (!round) throw new Error('round vanished');
    return { round, balanceMinor: paid.balanceMinor, fair: fair as TFairStamp };
  });

/** Settles an open round: merges `detail`, credits `winMinor` (0 = lost) as `<roundId>:win`. */
export const settleOpenRound = (
  db: TExecutor,
  launch: TGameLaunch,
  roundId: string,
  outcome: TRoundOutcome,
): { round: TGameRound; balanceMinor: number } =>
  db.transaction((tx) => {
    updateRoundDetail(tx, roundId, outcome.detail);
    const paid = credit(tx, launch, {
      transactionId: `${roundId}:win`,
      roundId,
      amountMinor: outcome.winMinor,
    });
    const round = findRound(tx, roundId);
    if (!round) throw new Error('round vanished');
    return { round, balanceMinor: paid.balanceMinor };
  });
