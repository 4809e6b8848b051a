import { and, count, desc, eq, gte, lt, type SQL, sql, sum } from 'drizzle-orm';
import type { z } from 'zod';
import { toMajorUnits, type ZWireBetSchema, type ZWireBetsSchema } from '@site/contracts';
import { gameNameIn } from '../../core/play/game-items.js';
import { pageWindow, timeRangeOf, type TRecordQuery, wirePage } from '../../core/records/record-query.js';
import type { TExecutor } from '../../db/client.js';
import { games, type TGameRow } from '../../db/schema-games.js';
import { gameRounds, type TGameRound } from '../../db/schema-play.js';

/** A settled round's result; open and rolled-back rounds have none yet (or any more). */
export const netMinorSql = sql<number>`case when ${gameRounds.status} = 'settled' then ${gameRounds.winMinor} - ${gameRounds.betMinor} else 0 end`;

/** A round as the bet records show it; `netMinor` is its result (0 until settled). */
export const toWireBet = (
  round: TGameRound,
  game: TGameRow,
  netMinor: number,
  language: string,
): z.input<typeof ZWireBetSchema> => ({
  roundId: round.roundId,
  gameName: gameNameIn(game, language),
  vassalage: game.vassalage,
  gameType: game.gameType,
  betAmount: toMajorUnits(round.betMinor),
  winAmount: toMajorUnits(round.winMinor),
  netAmount: toMajorUnits(netMinor),
  status: round.status,
  createdAt: round.createdAt.getTime(),
  settledAt: round.settledAt?.getTime() ?? null,
});

/**
 * `GET ODSFE2_MemBetDet`: the member's real (not trial) rounds of the range,
 * newest first, optionally of one game category, with totals over the whole
 * filtered range.
 */
export const betsReport = (
  db: TExecutor,
  memberId: number,
  query: TRecordQuery & { gameType?: string | undefined },
  language: string,
): z.input<typeof ZWireBetsSchema> => {
  const { from, to } = timeRangeOf(query);
  const filters: SQL[] = [
    eq(gameRounds.memberId, memberId),
    eq(gameRounds.isTrial, false),
    gte(gameRounds.createdAt, from),
    lt(gameRounds.createdAt, to),
  ];
  if (query.gameType) filters.push(eq(games.gameType, query.gameType));
  const where = and(...filters);
  const { limit, offset } = pageWindow(query);
  const rows = db
    .select({ round: gameRounds, game: games, netMinor: netMinorSql })
    .from(gameRounds)
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    .where(where)
    .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
    .limit(limit)
    .offset(offset)
    .all();
  const totals = db
    .select({
      rounds: count(),
      betMinor: sum(gameRounds.betMinor).mapWith(Number),
      winMinor: sum(gameRounds.winMinor).mapWith(Number),
      netMinor: sum(netMinorSql).mapWith(Number),
    })
    .from(gameRounds)
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    .where(where)
    .get();
  const list = rows.map(({ round, game, netMinor }) => toWireBet(round, game, netMinor, language));
  return {
    ...wirePage(list, totals?.rounds ?? 0, query),
    summary: {
      betAmount: toMajorUnits(totals?.betMinor ?? 0),
      winAmount: toMajorUnits(totals?.winMinor ?? 0),
      netAmount: toMajorUnits(totals?.netMinor ?? 0),
    },
  };
};
