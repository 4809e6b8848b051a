import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { toMajorUnits } from '@site/contracts';
import {
  scopeMembersSql,
  teamMoney,
  teamMoneyByGameType,
  type TTeamScope,
} from '../../../core/agent-tree/team-scope.js';
import { pageWindow, timeRangeOf, type TRecordQuery, wirePage } from '../../../core/records/record-query.js';
import type { TExecutor } from '../../../db/client.js';
import { members } from '../../../db/schema.js';
import { games } from '../../../db/schema-games.js';
import { gameRounds } from '../../../db/schema-play.js';
import { netMinorSql, toWireBet } from '../../records/bets-report.js';

/** The page's totals from the daily rollups: no scan of the range's rounds. */
const totalsOf = (db: TExecutor, scope: TTeamScope, query: TRecordQuery, gameType: string | undefined) => {
  if (!gameType) return teamMoney(db, scope, query);
  const [row] = teamMoneyByGameType(db, scope, query, gameType);
  return row ?? { betCount: 0, betMinor: 0, validBetMinor: 0, winMinor: 0 };
};

/**
 * Up to this many rounds in the range, the page comes from the members'
 * rounds (member_id, created_at) sorted; above it, from the rounds newest
 * first (created_at) keeping the team's, which stops as soon as the page is
 * full: a busy team fills it at once.
 */
const MEMBER_ORDER_MAX_ROUNDS = 20_000;

/**
 * `ODSFE2_TeamBetDet`: the rounds of the team (or of one member of it) in
 * the range, newest first, optionally of one game category; the count and
 * totals come from the rollups (P/L of settled rounds).
 */
export const teamBetsReport = (
  db: TExecutor,
  scope: TTeamScope,
  query: TRecordQuery & { gameType?: string | undefined },
  language: string,
) => {
  const { from, to } = timeRangeOf(query);
  const totals = totalsOf(db, scope, query, query.gameType);
  // The unary + keeps SQLite off the member index, so it walks created_at.
  const member =
    totals.betCount > MEMBER_ORDER_MAX_ROUNDS ? sql`+${gameRounds.memberId}` : sql`${gameRounds.memberId}`;
  const filters: SQL[] = [
    sql`${member} IN (${scopeMembersSql(scope)})`,
    eq(gameRounds.isTrial, false),
    gte(gameRounds.createdAt, from),
    lt(gameRounds.createdAt, to),
  ];
  if (query.gameType) filters.push(eq(games.gameType, query.gameType));
  const { limit, offset } = pageWindow(query);
  const rows = db
    .select({ round: gameRounds, game: games, netMinor: netMinorSql, username: members.username })
    .from(gameRounds)
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    .innerJoin(members, eq(members.id, gameRounds.memberId))
    .where(and(...filters))
    .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
    .limit(limit)
    .offset(offset)
    .all();
  return {
    ...wirePage(
      rows.map(({ round, game, netMinor, username }) => ({
        ...toWireBet(round, game, netMinor, language),
        username,
      })),
      totals.betCount,
      query,
    ),
    summary: {
      betAmount: toMajorUnits(totals.betMinor),
      winAmount: toMajorUnits(totals.winMinor),
      netAmount: toMajorUnits(totals.winMinor - totals.validBetMinor),
    },
  };
};
