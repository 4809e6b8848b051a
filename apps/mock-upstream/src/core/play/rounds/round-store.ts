import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TExecutor } from '../../../db/client.js';
import { gameRounds, type TGameLaunch, type TGameRound } from '../../../db/schema-play.js';
import type { TFairStamp } from '../fair/seed-store.js';

/**
 * `game_rounds`: one row per played round (betting records, winner board).
 * The seamless wallet keeps `betMinor`/`winMinor`/`status` up to date: a
 * debit adds to the bet, a credit adds to the win and settles the round, a
 * rollback takes the bet back. Engines add what was played (`detail`) and
 * the fair inputs.
 */

/** A new round id: `r_` + 12 random bytes hex. */
export const newRoundId = (): string => `r_${randomBytes(12).toString('hex')}`;

export type TOpenRound = {
  roundId?: string;
  engine: string;
  /** games.id; the launch's game by default (the lottery lobby bets on several games). */
  gameId?: number;
  detail?: Record<string, unknown>;
  /** The provably fair inputs, when the round is decided by the player's seed pair. */
  fair?: TFairStamp | null;
  now?: Date;
};

/** Inserts an open round with no bet yet (the wallet's debit adds it). */
export const openRound = (db: TExecutor, launch: TGameLaunch, round: TOpenRound): TGameRound =>
  db
    .insert(gameRounds)
    .values({
      roundId: round.roundId ?? newRoundId(),
      launchId: launch.id,
      merchantId: launch.merchantId,
      memberId: launch.memberId,
      isTrial: launch.mode === 'trial',
      gameId: round.gameId ?? launch.gameId,
      engine: round.engine,
      betMinor: 0,
      winMinor: 0,
      status: 'open',
      detail: round.detail ?? {},
      serverSeedHash: round.fair?.serverSeedHash ?? null,
      clientSeed: round.fair?.clientSeed ?? null,
      nonce: round.fair?.nonce ?? null,
      createdAt: round.now ?? new Date(),
    })
    .returning()
    .get();

export const findRound = (db: TExecutor, roundId: string): TGameRound | undefined =>
  db.select().from(gameRounds).where(eq(gameRounds.roundId, roundId)).get();

/** Replaces (merges into) a round's detail, e.g. the outcome once it is known. */
export const updateRoundDetail = (db: TExecutor, roundId: string, detail: Record<string, unknown>): void => {
  const round = findRound(db, roundId);
  if (!round) throw new Error(`round ${roundId} not found`);
  db.update(gameRounds)
    .set({ detail: { ...round.detail, ...detail } })
    .where(eq(gameRounds.roundId, roundId))
    .run();
};

/**
 * Settles a round that won nothing (a credit settles it otherwise; crediting
 * 0 does the same through the wallet).
 */
export const markRoundSettled = (db: TExecutor, roundId: string, now = new Date()): void => {
  db.update(gameRounds)
    .set({ status: 'settled', settledAt: now })
    .where(eq(gameRounds.roundId, roundId))
    .run();
};
