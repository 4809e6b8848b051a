import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { toMajorUnits, type ZWireRankProgressSchema } from '@site/contracts';
import { mockNow } from '../../../core/clock/mock-clock.js';
import { periodAt } from '../../../core/clock/periods.js';
import type { TExecutor } from '../../../db/client.js';
import { vipRanks } from '../../../db/schema-rewards.js';
import { validBetsBetween } from '../raffle/valid-bets.js';

/**
 * `MCSFE_getPlayerRankProgress`: the member's VIP rank is the highest whose
 * monthly turnover its valid bets of this calendar month (merchant time,
 * UTC+8) reach; `expected` is the next rank's turnover (the top rank's own
 * at the top); `hasVip` from level 1.
 */
export const rankProgress = (
  db: TExecutor,
  member: { id: number; merchantId: number },
  language: string,
  now: Date,
): z.input<typeof ZWireRankProgressSchema> => {
  const month = periodAt('monthly', mockNow(db, member.merchantId, now).getTime());
  const monthlyMinor = validBetsBetween(db, member.id, new Date(month.start), new Date(month.end));
  const ranks = db
    .select()
    .from(vipRanks)
    .where(eq(vipRanks.merchantId, member.merchantId))
    .orderBy(asc(vipRanks.level))
    .all();
  const nameOf = (rank: (typeof ranks)[number]) => (language === 'TY' ? rank.nameTy : rank.nameEn);
  const reached = ranks.filter((rank) => rank.monthlyTurnoverMinor <= monthlyMinor);
  const current = reached[reached.length - 1] ?? ranks[0];
  const next = ranks.find((rank) => rank.level > (current?.level ?? -1));
  return {
    playerRankName: current ? nameOf(current) : '',
    monthlyTurnover: {
      actual: toMajorUnits(monthlyMinor),
      expected: toMajorUnits((next ?? current)?.monthlyTurnoverMinor ?? 0),
    },
    totalTurnover: toMajorUnits(validBetsBetween(db, member.id, new Date(0), new Date(month.end))),
    hasVip: (current?.level ?? 0) >= 1,
    rankLevel: current?.level ?? 0,
    nextRankName: next ? nameOf(next) : null,
    ranks: ranks.map((rank) => ({
      level: rank.level,
      name: nameOf(rank),
      monthlyTurnover: toMajorUnits(rank.monthlyTurnoverMinor),
    })),
  };
};
