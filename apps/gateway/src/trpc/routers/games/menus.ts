import {
  GAMES_PATHS,
  ZGameMenusInputSchema,
  ZGameMenusOutputSchema,
  ZWireGameMenusSchema,
} from '@site/contracts';
import { toLotteryGroups } from '../../mappers/game.js';
import { publicProcedure } from '../../procedures.js';

/** The lottery games of one prize mode, grouped by game group. */
export const menus = publicProcedure
  .input(ZGameMenusInputSchema)
  .output(ZGameMenusOutputSchema)
  .query(async ({ ctx, input }) => {
    const wire = await ctx.wire.get(GAMES_PATHS.gameMenus, ZWireGameMenusSchema, {
      query: { prizeMode: input.prizeMode },
    });
    return { groups: toLotteryGroups(wire) };
  });
