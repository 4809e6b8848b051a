import {
  GAMES_PATHS,
  ZFavouritesInputSchema,
  ZGamePageSchema,
  ZWireFavouriteListSchema,
} from '@site/contracts';
import { toGame } from '../../mappers/game.js';
import { memberProcedure } from '../../procedures.js';
import { DESKTOP_CLIENT_TYPE, favouriteIdsOf, GAME_LIST_PLATFORM } from './game-calls.js';

/**
 * One page of the member's favourite games, newest first. The upstream's
 * list has no total, so the count comes from the favourite ids, fetched
 * alongside.
 */
export const favourites = memberProcedure
  .input(ZFavouritesInputSchema)
  .output(ZGamePageSchema)
  .query(async ({ ctx, input }) => {
    const [page, ids] = await Promise.all([
      ctx.wire.get(GAMES_PATHS.favouriteList, ZWireFavouriteListSchema, {
        query: {
          clientType: DESKTOP_CLIENT_TYPE,
          platform: GAME_LIST_PLATFORM,
          language: ctx.visitor.language,
          pageNo: input.pageNo,
          pageSize: input.pageSize,
        },
      }),
      favouriteIdsOf(ctx),
    ]);
    return {
      games: page.content.map(toGame),
      pageNo: page.pageNum,
      totalPages: page.totalPages,
      totalCount: ids.nodeIds.length,
    };
  });
