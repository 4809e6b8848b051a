import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import { pageWindow, timeRangeOf, type TRecordQuery, wirePage } from '../../../core/records/record-query.js';
import { withdrawals } from '../../../db/schema-money.js';
import type { TEventContext } from '../../../events/member-events.js';
import { autoConfirmWithdrawals } from './withdraw-decisions.js';
import { selectWithdrawalsWithCard, wireWithdrawal } from './withdrawals.js';

/** `GET MCS2_WithdrawTransactionReport`: the member's withdrawals of the range, newest first (overdue ones confirmed first). */
export const withdrawReport = (context: TEventContext, memberId: number, query: TRecordQuery, now: Date) => {
  autoConfirmWithdrawals(context, now, memberId);
  const { from, to } = timeRangeOf(query);
  const inRange = and(
    eq(withdrawals.memberId, memberId),
    gte(withdrawals.createdAt, from),
    lt(withdrawals.createdAt, to),
  );
  const { limit, offset } = pageWindow(query);
  const rows = selectWithdrawalsWithCard(context.db)
    .where(inRange)
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(limit)
    .offset(offset)
    .all();
  const total = context.db.select({ total: count() }).from(withdrawals).where(inRange).get()?.total ?? 0;
  return wirePage(rows.map(wireWithdrawal), total, query);
};
