import { desc, eq } from 'drizzle-orm';
import type { TBreakKind, TBreakPeriod } from '@site/contracts';
import type { TExecutor } from '../../db/client.js';
import { rgBreaks } from '../../db/schema-responsible.js';

export type TBreakRecord = typeof rgBreaks.$inferSelect;

/** A break as QA reads it (epoch ms). */
export type TBreakView = {
  id: number;
  kind: TBreakKind;
  period: TBreakPeriod;
  startedAt: number;
  endsAt: number;
  returnRequestedAt: number | null;
  returnOpensAt: number | null;
};

export const toBreakView = (row: TBreakRecord): TBreakView => ({
  id: row.id,
  kind: row.kind,
  period: row.period,
  startedAt: row.startedAt.getTime(),
  endsAt: row.endsAt.getTime(),
  returnRequestedAt: row.returnRequestedAt?.getTime() ?? null,
  returnOpensAt: row.returnOpensAt?.getTime() ?? null,
});

export const insertBreak = (
  executor: TExecutor,
  memberId: number,
  taken: { kind: TBreakKind; period: TBreakPeriod; startedAt: number; endsAt: number },
): TBreakRecord =>
  executor
    .insert(rgBreaks)
    .values({
      memberId,
      kind: taken.kind,
      period: taken.period,
      startedAt: new Date(taken.startedAt),
      endsAt: new Date(taken.endsAt),
    })
    .returning()
    .get();

/** The member asked to play again after a self-exclusion: play opens at `opensAt`. */
export const requestReturn = (executor: TExecutor, breakId: number, requestedAt: number, opensAt: number) => {
  executor
    .update(rgBreaks)
    .set({ returnRequestedAt: new Date(requestedAt), returnOpensAt: new Date(opensAt) })
    .where(eq(rgBreaks.id, breakId))
    .run();
};

/** Every break of the member, the latest end first. */
export const breaksOf = (executor: TExecutor, memberId: number): TBreakRecord[] =>
  executor
    .select()
    .from(rgBreaks)
    .where(eq(rgBreaks.memberId, memberId))
    .orderBy(desc(rgBreaks.endsAt), desc(rgBreaks.id))
    .all();
