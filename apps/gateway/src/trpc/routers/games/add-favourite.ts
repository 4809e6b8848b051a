import { z } from 'zod';
import {
  GAMES_PATHS,
  ZFavouriteAddInputSchema,
  ZFavouriteIdsOutputSchema,
  type ZWireFavouriteRequestSchema,
} from '@site/contracts';
import { memberProcedure } from '../../procedures.js';
import { favouriteIdsOf } from './game-calls.js';

/** Adds a favourite (idempotent upstream) and answers the favourites as they are now. */
export const addFavourite = memberProcedure
  .input(ZFavouriteAddInputSchema)
  .output(ZFavouriteIdsOutputSchema)
  .mutation(async ({ ctx, input }) => {
    const body: z.input<typeof ZWireFavouriteRequestSchema> = {
      nodeId: input.nodeId,
      vendor: input.vassalage,
      gameType: input.gameType,
    };
    await ctx.wire.send('POST', GAMES_PATHS.addFavourite, body, z.unknown());
    return favouriteIdsOf(ctx);
  });
