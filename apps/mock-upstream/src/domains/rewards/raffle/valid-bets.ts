import { and, eq, gte, lt, sum } from 'drizzle-orm';
import type { TExecutor } from '../../../db/client.js';
import { gameRounds } from '../../../db/schema-play.js';

/** The member's valid bets (stakes of settled real rounds) settled in [from, to), minor units. */
export const validBetsBetween = (db: TExecutor, memberId: number, from: Date, to: Date): number =>
  db
    .select({ validBetMinor: sum(gameRounds.betMinor).mapWith(Number) })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.memberId, memberId),
        eq(gameRounds.isTrial, false),
        eq(gameRounds.status, 'settled'),
        gte(gameRounds.settledAt, from),
        lt(gameRounds.settledAt, to),
      ),
    )
    .get()?.validBetMinor ?? 0;
