import { and, asc, count, eq, gte, inArray, lt, sum } from 'drizzle-orm';
import type { z } from 'zod';
import { toMajorUnits, type ZWireProfitLossSchema } from '@site/contracts';
import {
  type TDayRange,
  teamMoney,
  teamMoneyByGameType,
  type TTeamScope,
} from '../../core/agent-tree/team-scope.js';
import { timeRangeOf, type TRecordQuery } from '../../core/records/record-query.js';
import type { TExecutor } from '../../db/client.js';
import { ledgerEntries, wallets } from '../../db/schema.js';
import { games } from '../../db/schema-games.js';
import { gameRounds } from '../../db/schema-play.js';

/** The cashier movements of the profit and loss page, by ledger kind. */
const CASHIER_KINDS = ['deposit', 'withdraw_hold', 'withdraw_return', 'bonus', 'rebate'] as const;

type TCategoryMoney = { gameType: string; betCount: number; betMinor: number; winMinor: number };
type TCashierMoney = { depositMinor: number; withdrawMinor: number; bonusMinor: number; rebateMinor: number };

const toWireProfitLoss = (
  categories: TCategoryMoney[],
  cashier: TCashierMoney,
): z.input<typeof ZWireProfitLossSchema> => {
  const betMinor = categories.reduce((total, row) => total + row.betMinor, 0);
  const winMinor = categories.reduce((total, row) => total + row.winMinor, 0);
  return {
    categories: categories.map((row) => ({
      gameType: row.gameType,
      betCount: row.betCount,
      betAmount: toMajorUnits(row.betMinor),
      winAmount: toMajorUnits(row.winMinor),
      profitLoss: toMajorUnits(row.winMinor - row.betMinor),
    })),
    betAmount: toMajorUnits(betMinor),
    winAmount: toMajorUnits(winMinor),
    profitLoss: toMajorUnits(winMinor - betMinor),
    depositAmount: toMajorUnits(cashier.depositMinor),
    withdrawAmount: toMajorUnits(cashier.withdrawMinor),
    bonusAmount: toMajorUnits(cashier.bonusMinor),
    rebateAmount: toMajorUnits(cashier.rebateMinor),
  };
};

/**
 * `GET ODSFE2_MemPNL?scope=team`: the same statement over an agent's team
 * (or one member of it), from the daily rollups: per category the rounds
 * placed, the stakes and wins of the rounds settled in the range.
 */
export const teamProfitLossReport = (
  db: TExecutor,
  scope: TTeamScope,
  range: TDayRange,
): z.input<typeof ZWireProfitLossSchema> =>
  toWireProfitLoss(
    teamMoneyByGameType(db, scope, range).map((row) => ({ ...row, betMinor: row.validBetMinor })),
    teamMoney(db, scope, range),
  );

/**
 * `GET ODSFE2_MemPNL`: per game category, the bets, wins and result of the
 * member's settled real rounds of the range; plus the range's deposits,
 * withdrawals (held, less what was returned), bonuses and rebates.
 */
export const profitLossReport = (
  db: TExecutor,
  memberId: number,
  query: TRecordQuery,
): z.input<typeof ZWireProfitLossSchema> => {
  const { from, to } = timeRangeOf(query);
  const categories = db
    .select({
      gameType: games.gameType,
      betCount: count(),
      betMinor: sum(gameRounds.betMinor).mapWith(Number),
      winMinor: sum(gameRounds.winMinor).mapWith(Number),
    })
    .from(gameRounds)
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    .where(
      and(
        eq(gameRounds.memberId, memberId),
        eq(gameRounds.isTrial, false),
        eq(gameRounds.status, 'settled'),
        gte(gameRounds.createdAt, from),
        lt(gameRounds.createdAt, to),
      ),
    )
    .groupBy(games.gameType)
    .orderBy(asc(games.gameType))
    .all();
  const movements = db
    .select({ kind: ledgerEntries.kind, amountMinor: sum(ledgerEntries.amountMinor).mapWith(Number) })
    .from(ledgerEntries)
    .innerJoin(wallets, eq(wallets.id, ledgerEntries.walletId))
    .where(
      and(
        eq(wallets.memberId, memberId),
        inArray(ledgerEntries.kind, [...CASHIER_KINDS]),
        gte(ledgerEntries.createdAt, from),
        lt(ledgerEntries.createdAt, to),
      ),
    )
    .groupBy(ledgerEntries.kind)
    .all();
  const moved = (kind: (typeof CASHIER_KINDS)[number]) =>
    movements.find((row) => row.kind === kind)?.amountMinor ?? 0;
  return toWireProfitLoss(categories, {
    depositMinor: moved('deposit'),
    withdrawMinor: -(moved('withdraw_hold') + moved('withdraw_return')),
    bonusMinor: moved('bonus'),
    rebateMinor: moved('rebate'),
  });
};
