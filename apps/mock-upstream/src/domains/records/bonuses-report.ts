import { and, count, desc, eq, gte, lt, type SQL, sum } from 'drizzle-orm';
import type { z } from 'zod';
import { type TBonusType, toMajorUnits, type ZWireBonusesSchema } from '@site/contracts';
import { pageWindow, timeRangeOf, type TRecordQuery, wirePage } from '../../core/records/record-query.js';
import type { TExecutor } from '../../db/client.js';
import { bonuses } from '../../db/schema-money.js';

/** `GET ODSFE2_MemBonusDet`: bonuses credited in the range, newest first, with their total. */
export const bonusesReport = (
  db: TExecutor,
  memberId: number,
  query: TRecordQuery & { type?: TBonusType | undefined },
): z.input<typeof ZWireBonusesSchema> => {
  const { from, to } = timeRangeOf(query);
  const filters: SQL[] = [
    eq(bonuses.memberId, memberId),
    gte(bonuses.createdAt, from),
    lt(bonuses.createdAt, to),
  ];
  if (query.type) filters.push(eq(bonuses.type, query.type));
  const where = and(...filters);
  const { limit, offset } = pageWindow(query);
  const rows = db
    .select()
    .from(bonuses)
    .where(where)
    .orderBy(desc(bonuses.createdAt), desc(bonuses.id))
    .limit(limit)
    .offset(offset)
    .all();
  const totals = db
    .select({ rows: count(), amountMinor: sum(bonuses.amountMinor).mapWith(Number) })
    .from(bonuses)
    .where(where)
    .get();
  const list = rows.map((bonus) => ({
    bonusId: bonus.id,
    type: bonus.type,
    amount: toMajorUnits(bonus.amountMinor),
    createdAt: bonus.createdAt.getTime(),
    remark: bonus.remark,
  }));
  return { ...wirePage(list, totals?.rows ?? 0, query), totalAmount: toMajorUnits(totals?.amountMinor ?? 0) };
};
