import {
  GAMES_PATHS,
  ZLaunchOutputSchema,
  ZTrialLaunchInputSchema,
  ZWireLaunchSchema,
} from '@site/contracts';
import { publicProcedure } from '../../procedures.js';
import { DESKTOP_PLATFORM, launchOutputOf } from './game-calls.js';

/**
 * A free trial with demo credit: for guests and members alike (the session
 * token goes along when there is one). Games without a trial answer
 * `function.not.available`.
 */
export const trialLaunch = publicProcedure
  .input(ZTrialLaunchInputSchema)
  .output(ZLaunchOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const value = await ctx.wire.get(GAMES_PATHS.trialLaunch, ZWireLaunchSchema, {
      query: { gameId: input.gameId, nodeId: input.nodeId, platform: DESKTOP_PLATFORM },
    });
    return launchOutputOf(value);
  });
