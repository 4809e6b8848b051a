import { z } from 'zod';
import {
  GAMES_PATHS,
  ZFavouriteIdsOutputSchema,
  ZFavouriteRemoveInputSchema,
  type ZWireFavouriteRequestSchema,
} from '@site/contracts';
import { memberProcedure } from '../../procedures.js';
import { favouriteIdsOf } from './game-calls.js';

/** Removes a favourite: a DELETE with a JSON body (idempotent upstream); answers the favourites now. */
export const removeFavourite = memberProcedure
  .input(ZFavouriteRemoveInputSchema)
  .output(ZFavouriteIdsOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const body: z.input<typeof ZWireFavouriteRequestSchema> = { nodeId: input.nodeId };
    await ctx.wire.send('DELETE', GAMES_PATHS.removeFavourite, body, z.unknown());
    return favouriteIdsOf(ctx);
  });
