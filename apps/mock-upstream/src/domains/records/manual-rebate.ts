import { and, asc, desc, eq, gt, lte, min, type SQL, sum } from 'drizzle-orm';
import type { z } from 'zod';
import {
  REBATE_RATES,
  type TGameCategory,
  toMajorUnits,
  type ZWireClaimManualRebateSchema,
  type ZWireManualRebateSchema,
} from '@site/contracts';
import { creditBonus } from '../../core/money/bonus-credit.js';
import { oncePerRequest } from '../../core/money/money-request.js';
import type { TExecutor } from '../../db/client.js';
import { games } from '../../db/schema-games.js';
import { rebateClaims } from '../../db/schema-money.js';
import { gameRounds } from '../../db/schema-play.js';
import { publishBalance, type TEventContext } from '../../events/member-events.js';
import { WireError } from '../../wire/envelope.js';

/** Rates are percents with at most two decimals: compared in hundredths of a percent to stay in integers. */
const BASIS_POINTS_PER_PERCENT = 100;
const BASIS_POINTS_WHOLE = 100 * BASIS_POINTS_PER_PERCENT;

const ratePercentOf = (gameType: string): number => REBATE_RATES[gameType as TGameCategory] ?? 0;

/** The rebate of a valid bet at a category's rate, rounded down to the minor unit. */
const rebateMinorOf = (validBetMinor: number, ratePercent: number): number =>
  Math.floor((validBetMinor * Math.round(ratePercent * BASIS_POINTS_PER_PERCENT)) / BASIS_POINTS_WHOLE);

/**
 * What the member may claim at `now`: valid bets (stakes of settled real
 * rounds) settled after the last claim and by `now`, per category, at the
 * rates of docs/product.md §9 (PVP and unlisted categories 0).
 */
const claimableRebate = (db: TExecutor, memberId: number, now: Date) => {
  const lastClaim = db
    .select({ upTo: rebateClaims.upTo })
    .from(rebateClaims)
    .where(eq(rebateClaims.memberId, memberId))
    .orderBy(desc(rebateClaims.upTo))
    .get();
  const window: SQL[] = [
    eq(gameRounds.memberId, memberId),
    eq(gameRounds.isTrial, false),
    eq(gameRounds.status, 'settled'),
    lte(gameRounds.settledAt, now),
  ];
  if (lastClaim) window.push(gt(gameRounds.settledAt, lastClaim.upTo));
  const rows = db
    .select({
      gameType: games.gameType,
      validBetMinor: sum(gameRounds.betMinor).mapWith(Number),
      firstSettledAt: min(gameRounds.settledAt),
    })
    .from(gameRounds)
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    .where(and(...window))
    .groupBy(games.gameType)
    .orderBy(asc(games.gameType))
    .all();
  const categories = rows.map((row) => {
    const rate = ratePercentOf(row.gameType);
    return {
      gameType: row.gameType,
      validBetMinor: row.validBetMinor,
      rate,
      rebateMinor: rebateMinorOf(row.validBetMinor, rate),
    };
  });
  const firstSettled = rows.map((row) => row.firstSettledAt?.getTime()).filter((time) => time !== undefined);
  return {
    categories,
    totalMinor: categories.reduce((total, row) => total + row.rebateMinor, 0),
    since: lastClaim?.upTo.getTime() ?? (firstSettled.length > 0 ? Math.min(...firstSettled) : null),
  };
};

/** `value` of `GET MCSFE_getManualRebate`. */
export const manualRebate = (
  db: TExecutor,
  memberId: number,
  now: Date,
): z.input<typeof ZWireManualRebateSchema> => {
  const rebate = claimableRebate(db, memberId, now);
  return {
    categories: rebate.categories.map((row) => ({
      gameType: row.gameType,
      validBet: toMajorUnits(row.validBetMinor),
      rate: row.rate,
      rebateAmount: toMajorUnits(row.rebateMinor),
    })),
    totalRebate: toMajorUnits(rebate.totalMinor),
    since: rebate.since,
  };
};

/**
 * `POST MCSFE_claimManualRebate`: credits the claimable rebate to the main
 * wallet (ledger rebate, a REBATE bonus) and starts a new period at `now`,
 * once per requestId. Nothing claimable is 400 `nothing_to_claim`.
 */
export const claimManualRebate = (
  context: TEventContext,
  memberId: number,
  requestId: string,
  now: Date,
): z.input<typeof ZWireClaimManualRebateSchema> => {
  const claimed = context.db.transaction((tx) =>
    oncePerRequest(tx, { memberId, requestId, kind: 'rebate', fields: {} }, () => {
      const { totalMinor } = claimableRebate(tx, memberId, now);
      if (totalMinor === 0) throw new WireError(400, 'nothing_to_claim', 'There is no rebate to claim');
      const bonus = creditBonus(tx, {
        memberId,
        type: 'REBATE',
        amountMinor: totalMinor,
        remark: 'Manual rebate',
        idempotencyKey: `rebate:${memberId}:${requestId}`,
        now,
      });
      tx.insert(rebateClaims)
        .values({ memberId, amountMinor: totalMinor, upTo: now, bonusId: bonus.id, createdAt: now })
        .run();
      return { amount: toMajorUnits(totalMinor), bonusId: bonus.id };
    }),
  );
  publishBalance(context, memberId);
  return claimed;
};
