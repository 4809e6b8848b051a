import { and, eq, gte, sum } from 'drizzle-orm';
import type { z } from 'zod';
import { toMajorUnits, type ZWireJackpotSchema } from '@site/contracts';
import type { TExecutor } from '../../db/client.js';
import { jackpotPools } from '../../db/schema-content.js';
import { gameRounds } from '../../db/schema-play.js';
import { wireErrors } from '../../wire/envelope.js';

const BASIS_POINTS = 10_000;

/**
 * `value` of `VIS_getJackpot`: the merchant's pool, its seed grown by time
 * (the rise docs/product.md §9 shows) and by a share of every settled
 * real-money bet since it was seeded.
 */
export const currentJackpot = (
  db: TExecutor,
  merchant: { id: number; currency: string },
  now: Date,
): z.input<typeof ZWireJackpotSchema> => {
  const pool = db.select().from(jackpotPools).where(eq(jackpotPools.merchantId, merchant.id)).get();
  if (!pool) throw wireErrors.functionNotAvailable('This merchant runs no jackpot');
  const bets = db
    .select({ total: sum(gameRounds.betMinor) })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.merchantId, merchant.id),
        eq(gameRounds.status, 'settled'),
        eq(gameRounds.isTrial, false),
        gte(gameRounds.settledAt, pool.seededAt),
      ),
    )
    .get();
  const elapsedSeconds = Math.max(0, Math.floor((now.getTime() - pool.seededAt.getTime()) / 1000));
  const fromBets = Math.floor((Number(bets?.total ?? 0) * pool.betShareBasisPoints) / BASIS_POINTS);
  const amountMinor = pool.seedMinor + elapsedSeconds * pool.growthPerSecondMinor + fromBets;
  return { jackpotAmount: toMajorUnits(amountMinor), currency: merchant.currency, updateTime: now.getTime() };
};
