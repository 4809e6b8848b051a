import {
  GAMES_PATHS,
  type TLaunchMode,
  type TWireLaunchQuery,
  ZLaunchInputSchema,
  ZLaunchOutputSchema,
  ZWireLaunchSchema,
} from '@site/contracts';
import { definedQuery } from '../../mappers/upstream-query.js';
import { realMemberProcedure } from '../../procedures.js';
import { DESKTOP_CLIENT_TYPE, DESKTOP_PLATFORM, launchOutputOf } from './game-calls.js';

const GAME_LAUNCH_MODE: TLaunchMode = 'GLS';

/**
 * Starts a game for real money (real members only). Always names the launch
 * mode: without one the upstream answers `#727` (`system_busy`).
 */
export const launch = realMemberProcedure
  .input(ZLaunchInputSchema)
  .output(ZLaunchOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const query = {
      confirmTrans: 0,
      launchMode: GAME_LAUNCH_MODE,
      platform: DESKTOP_PLATFORM,
      clientType: String(DESKTOP_CLIENT_TYPE),
      gameId: input.gameId,
      nodeId: input.nodeId,
      accountType: 1,
      vassalage: input.vassalage,
      merchantCode: ctx.config.upstream.merchant,
      language: ctx.visitor.language,
      webView: 'false',
    } satisfies TWireLaunchQuery;
    const value = await ctx.wire.get(GAMES_PATHS.launchGame, ZWireLaunchSchema, {
      query: definedQuery(query),
    });
    return launchOutputOf(value);
  });
