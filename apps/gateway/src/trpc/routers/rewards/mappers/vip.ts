import type { z } from 'zod';
import { toMinorUnits, type TVip, type ZWireRankProgressSchema } from '@site/contracts';

/** The member's VIP rank and its progress this month, in minor units. */
export const toVip = (wire: z.output<typeof ZWireRankProgressSchema>): TVip => ({
  hasVip: wire.hasVip,
  rankName: wire.playerRankName,
  rankLevel: wire.rankLevel,
  nextRankName: wire.nextRankName ?? null,
  monthlyTurnover: toMinorUnits(wire.monthlyTurnover.actual),
  monthlyTurnoverTarget: toMinorUnits(wire.monthlyTurnover.expected),
  totalTurnover: toMinorUnits(wire.totalTurnover),
  ranks: wire.ranks.map((rank) => ({
    level: rank.level,
    name: rank.name,
    monthlyTurnover: toMinorUnits(rank.monthlyTurnover),
  })),
});
