import { GAMES_PATHS, ZLaunchOutputSchema, ZNoInputSchema, ZWireLaunchSchema } from '@site/contracts';
import { realMemberProcedure } from '../../procedures.js';
import { DESKTOP_PLATFORM, launchOutputOf } from './game-calls.js';

/** The FB sportsbook (`/fbSports`), for real members only. */
export const launchFb = realMemberProcedure
  .input(ZNoInputSchema)
  .output(ZLaunchOutputSchema)
  .mutation(async ({ ctx }) => {
    const value = await ctx.wire.get(GAMES_PATHS.launchFb, ZWireLaunchSchema, {
      query: {
        platform: DESKTOP_PLATFORM,
        merchantCode: ctx.config.upstream.merchant,
        language: ctx.visitor.language,
      },
    });
    return launchOutputOf(value);
  });
