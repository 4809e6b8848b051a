import { asc, eq, inArray } from 'drizzle-orm';
import { REBATE_RATES } from '@site/contracts';
import type { TExecutor } from '../../../db/client.js';
import { agentTree, downlineRebates } from '../../../db/schema-agent.js';
import { WireError, wireErrors } from '../../../wire/envelope.js';

/** Rates in basis points (percent × 100) by game category. */
export type TRebateRates = Map<string, number>;

const toBasisPoints = (percent: number) => Math.round(percent * 100);

/** The merchant's rates: a top agent's, and the ceiling of everyone below it. */
const merchantRates = (): TRebateRates =>
  new Map(Object.entries(REBATE_RATES).map(([gameType, rate]) => [gameType, toBasisPoints(rate)]));

/**
 * The member's rebate rates: the merchant's at the top of its line, then at
 * each level down the rate that level's upline set, never above the level
 * above (an upline that lowers its own rate lowers everyone's below it).
 */
export const rebateRatesOf = (db: TExecutor, memberId: number): TRebateRates => {
  const uplines = db
    .select({ id: agentTree.ancestorId })
    .from(agentTree)
    .where(eq(agentTree.memberId, memberId))
    .orderBy(asc(agentTree.depth))
    .all()
    .map((row) => row.id)
    .reverse();
  const line = [...uplines, memberId];
  const set = db.select().from(downlineRebates).where(inArray(downlineRebates.memberId, line)).all();
  const rates = merchantRates();
  for (const id of line) {
    for (const row of set.filter((rebate) => rebate.memberId === id)) {
      const ceiling = rates.get(row.gameType);
      if (ceiling !== undefined) rates.set(row.gameType, Math.min(ceiling, row.rateBp));
    }
  }
  return rates;
};

/** Rates as the wire lists them: percent per game category. */
export const wireRebates = (rates: TRebateRates) =>
  [...rates].map(([gameType, rateBp]) => ({ gameType, rate: rateBp / 100 }));

/**
 * Sets a direct downline's rates: each a category the merchant rebates, at
 * most the upline's own rate of it (`rebate_above_upline` otherwise).
 */
export const saveDownlineRebates = (
  tx: TExecutor,
  uplineId: number,
  memberId: number,
  rebates: readonly { gameType: string; rate: number }[],
  now: Date,
): void => {
  const ceilings = rebateRatesOf(tx, uplineId);
  for (const { gameType, rate } of rebates) {
    const ceiling = ceilings.get(gameType);
    if (ceiling === undefined) throw wireErrors.validationFailed({ rebates: 'validation.invalid' });
    if (toBasisPoints(rate) > ceiling)
      throw new WireError(400, 'rebate_above_upline', `The ${gameType} rate is above your own`);
  }
  for (const { gameType, rate } of rebates) {
    const rateBp = toBasisPoints(rate);
    tx.insert(downlineRebates)
      .values({ memberId, gameType, rateBp, updatedAt: now })
      .onConflictDoUpdate({
        target: [downlineRebates.memberId, downlineRebates.gameType],
        set: { rateBp, updatedAt: now },
      })
      .run();
  }
};
