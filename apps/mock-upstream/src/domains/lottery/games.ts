import { and, asc, eq, inArray } from 'drizzle-orm';
import { PRIZE_MODES, type TPrizeMode } from '@site/contracts';
import type { TExecutor } from '../../db/client.js';
import { games, type TGameRow } from '../../db/schema-games.js';
import { lotterySchedules, type TLotterySchedule } from '../../db/schema-lottery.js';

/**
 * The lottery vendors each prize mode shows: LOTT (and ZY, its other payout
 * table) the merchant's own lottery; ELOTT the e-lottery of the /lottery page
 * (docs/product.md §3: LOTT is treated as ELOTT) with the VN draws; SEA the SEA lottery.
 */
export const PRIZE_MODE_VENDORS: Readonly<Record<TPrizeMode, readonly string[]>> = {
  LOTT: ['LOTT'],
  ZY: ['LOTT'],
  ELOTT: ['LOTT', 'TCG_LOTTO_VN'],
  SEA: ['TCG_SEA'],
};

/** A lottery game: its catalogue row and its schedule. */
export type TLotteryGame = { game: TGameRow; schedule: TLotterySchedule };

/** Clients send `Lott`, `lott`, ...: an unknown or missing prize mode is undefined. */
export const parsePrizeMode = (prizeMode: string | undefined): TPrizeMode | undefined => {
  const mode = prizeMode?.trim().toUpperCase();
  return (PRIZE_MODES as readonly string[]).includes(mode ?? '') ? (mode as TPrizeMode) : undefined;
};

/** The prize modes whose lobbies show the vendor's games. */
export const prizeModesOfVendor = (vassalage: string): TPrizeMode[] =>
  PRIZE_MODES.filter((mode) => PRIZE_MODE_VENDORS[mode].includes(vassalage));

const selectLotteryGames = (db: TExecutor) =>
  db
    .select({ game: games, schedule: lotterySchedules })
    .from(games)
    .innerJoin(lotterySchedules, eq(lotterySchedules.gameId, games.id));

/** The merchant's lottery game with this code (games.gameId), or null. */
export const lotteryGameByCode = (db: TExecutor, merchantId: number, code: string): TLotteryGame | null =>
  selectLotteryGames(db)
    .where(and(eq(games.merchantId, merchantId), eq(games.engine, 'lottery'), eq(games.gameId, code)))
    .get() ?? null;

/** The lottery game of a catalogue row id (games.id), or null. */
export const lotteryGameById = (db: TExecutor, gameId: number): TLotteryGame | null =>
  selectLotteryGames(db).where(eq(games.id, gameId)).get() ?? null;

/** The merchant's lottery games in catalogue order; of the prize mode's vendors when one is given. */
export const lotteryGamesOf = (db: TExecutor, merchantId: number, prizeMode?: TPrizeMode): TLotteryGame[] =>
  selectLotteryGames(db)
    .where(
      and(
        eq(games.merchantId, merchantId),
        eq(games.engine, 'lottery'),
        prizeMode ? inArray(games.vassalage, [...PRIZE_MODE_VENDORS[prizeMode]]) : undefined,
      ),
    )
    .orderBy(asc(games.sortOrder))
    .all();

/** Every lottery game of every merchant (the scheduler's round). */
export const allLotteryGames = (db: TExecutor): TLotteryGame[] =>
  selectLotteryGames(db).where(eq(games.engine, 'lottery')).orderBy(asc(games.id)).all();
