import type { z } from 'zod';
import {
  GAMES_PATHS,
  type TLaunchMode,
  type TPrizeMode,
  type TWireLaunchQuery,
  ZLaunchOutputSchema,
  ZLotteryLaunchInputSchema,
  ZWireLaunchSchema,
} from '@site/contracts';
import { siteOriginOf } from '../../../config.js';
import { definedQuery } from '../../mappers/upstream-query.js';
import { realMemberProcedure } from '../../procedures.js';
import { launchOutputOf } from './game-calls.js';

/** The SEA lottery has a launch mode of its own; every other prize mode opens the LOTT lobby. */
const launchModeOf = (prizeMode: TPrizeMode): TLaunchMode =>
  prizeMode === 'SEA' ? 'SEA_Tradition_Mobile' : 'LOTT';

/** The Vietnamese lottery (TCG_LOTTO_VN) is the ELOTT prize mode's (docs/product.md §3 "Prize modes"). */
const lottoAreaOf = (prizeMode: TPrizeMode): string | undefined => (prizeMode === 'ELOTT' ? 'VN' : undefined);

/** The site's lottery page the launch came from (apps/web lib/paths.ts), with its game. */
const lotteryRouteOf = (input: z.output<typeof ZLotteryLaunchInputSchema>): string => {
  const path = input.area === 'VN' ? '/vnLottery' : input.prizeMode === 'SEA' ? '/seaLottery' : '/lottery';
  return input.gameCode ? `${path}?gameCode=${encodeURIComponent(input.gameCode)}` : path;
};

/**
 * The lottery lobby link (docs/upstream.md §3 "Lottery"), for real members only:
 * with a game code it opens that game's betting view, otherwise the lobby.
 * Its back link (`backUrl`) is the site's lottery page, on the configured
 * origin (never a request's Host).
 */
export const launchLottery = realMemberProcedure
  .input(ZLotteryLaunchInputSchema)
  .output(ZLaunchOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const origin = siteOriginOf(ctx.config);
    const query = {
      launchMode: launchModeOf(input.prizeMode),
      lottoArea: lottoAreaOf(input.prizeMode),
      lottoPrizeMode: input.prizeMode,
      lottoGameCode: input.gameCode,
      lottoView: input.gameCode ? 'betting' : 'lobby',
      device: 'WEB',
      merchantCode: ctx.config.upstream.merchant,
      language: ctx.visitor.language,
      backUrl: origin === null ? undefined : `${origin}${lotteryRouteOf(input)}`,
    } satisfies TWireLaunchQuery;
    const value = await ctx.wire.get(GAMES_PATHS.launchGame, ZWireLaunchSchema, {
      query: definedQuery(query),
    });
    return launchOutputOf(value);
  });
