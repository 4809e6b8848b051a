import type { z } from 'zod';
import type { TMatch, ZWireHotMatchesSchema } from '@site/contracts';

/** Odds below 1 pay less than the stake back: an upstream error, so such a price is not shown. */
const priceOrNull = (odds: number | null | undefined): number | null =>
  typeof odds === 'number' && Number.isFinite(odds) && odds >= 1 ? Math.round(odds * 100) / 100 : null;

/** Every vendor's matches in one list, soonest first; a match without a home and away price is left out. */
export const toMatches = (groups: z.output<typeof ZWireHotMatchesSchema>): TMatch[] =>
  groups
    .flatMap((group) =>
      group.matchList.flatMap((match): TMatch[] => {
        const home = priceOrNull(match.homeOdds);
        const away = priceOrNull(match.awayOdds);
        if (home === null || away === null) return [];
        return [
          {
            id: match.matchId,
            vassalage: group.vassalage,
            sportName: match.sportName,
            leagueName: match.leagueName,
            homeTeam: match.homeTeam,
            awayTeam: match.awayTeam,
            kickOffAt: match.kickOffTime,
            odds: { home, draw: priceOrNull(match.drawOdds), away },
          },
        ];
      }),
    )
    .sort((a, b) => a.kickOffAt - b.kickOffAt);
