import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.js';
import { lotteryNumeros, type TLotteryNumero } from '../../db/schema-lottery.js';
import { ensureDraws } from './draws.js';

/** A game's latest draw with results (drawn or settled), or null before its first draw. */
export const latestDrawn = (db: TExecutor, gameId: number): TLotteryNumero | null =>
  db
    .select()
    .from(lotteryNumeros)
    .where(and(eq(lotteryNumeros.gameId, gameId), inArray(lotteryNumeros.status, ['drawn', 'settled'])))
    .orderBy(desc(lotteryNumeros.drawAt))
    .get() ?? null;

/** A game's previous (drawn), current (open or closing) and next draws; creates the rows due. */
export const nearDraws = (db: TExecutor, gameId: number, now: Date) => ({
  previous: latestDrawn(db, gameId),
  ...ensureDraws(db, gameId, now),
});
