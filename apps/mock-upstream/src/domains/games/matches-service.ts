import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZWireHotMatchesSchema } from '@site/contracts';
import type { TExecutor } from '../../db/client.js';
import { sportMatches } from '../../db/schema-content.js';

const MINUTE_MS = 60 * 1000;
const WEEK_MS = 7 * 24 * 60 * MINUTE_MS;
/** A match stays listed (in play) this long after kick-off. */
const IN_PLAY_MS = 105 * MINUTE_MS;

/** The fixture's next kick-off: a seeded match repeats weekly, so the list never runs dry. */
export const nextKickOff = (firstKickOff: Date, now: Date): number => {
  const first = firstKickOff.getTime();
  const listedFrom = now.getTime() - IN_PLAY_MS;
  if (first >= listedFrom) return first;
  return first + Math.ceil((listedFrom - first) / WEEK_MS) * WEEK_MS;
};

const decimalOdds = (hundredths: number): number => hundredths / 100;

/**
 * `value` of `GCSGAME_getGameMatchV2`: the matches of one game type (SPORTS or
 * ESPORTS) per vendor, soonest first, named in the request's language.
 */
export const listHotMatches = (
  db: TExecutor,
  merchantId: number,
  { gameType, language, now }: { gameType: string; language: string; now: Date },
): z.input<typeof ZWireHotMatchesSchema> => {
  const rows = db
    .select()
    .from(sportMatches)
    .where(and(eq(sportMatches.merchantId, merchantId), eq(sportMatches.gameType, gameType)))
    .all()
    .map((row) => ({ row, kickOff: nextKickOff(row.kickOffAt, now) }))
    .sort((a, b) => a.kickOff - b.kickOff || a.row.id - b.row.id);
  const byVendor = new Map<string, z.input<typeof ZWireHotMatchesSchema>[number]>();
  for (const { row, kickOff } of rows) {
    const group = byVendor.get(row.vassalage) ?? { vassalage: row.vassalage, gameType, matchList: [] };
    byVendor.set(row.vassalage, group);
    group.matchList?.push({
      matchId: row.id,
      sportName: language === 'TY' ? row.sportTy : row.sportEn,
      leagueName: language === 'TY' ? row.leagueTy : row.leagueEn,
      homeTeam: row.homeTeam,
      awayTeam: row.awayTeam,
      kickOffTime: kickOff,
      homeOdds: decimalOdds(row.homeOddsHundredths),
      drawOdds: row.drawOddsHundredths === null ? null : decimalOdds(row.drawOddsHundredths),
      awayOdds: decimalOdds(row.awayOddsHundredths),
    });
  }
  return [...byVendor.values()];
};
