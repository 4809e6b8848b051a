import { ZFavouriteIdsOutputSchema, ZNoInputSchema } from '@site/contracts';
import { memberProcedure } from '../../procedures.js';
import { favouriteIdsOf } from './game-calls.js';

/** The nodeIds of the member's favourite games (the hearts of the game tiles). */
export const favouriteIds = memberProcedure
  .input(ZNoInputSchema)
  .output(ZFavouriteIdsOutputSchema)
  .query(({ ctx }) => favouriteIdsOf(ctx));
