import {
  GAMES_PATHS,
  type TWireGameListQuery,
  ZGameListInputSchema,
  ZGamePageSchema,
  ZWireGameListSchema,
} from '@site/contracts';
import { toGame } from '../../mappers/game.js';
import { definedQuery } from '../../mappers/upstream-query.js';
import { publicProcedure } from '../../procedures.js';
import { DESKTOP_CLIENT_TYPE, GAME_LIST_PLATFORM } from './game-calls.js';

/** One page of the lobby: by category, vendor, slot filter, name search, new games. */
export const list = publicProcedure
  .input(ZGameListInputSchema)
  .output(ZGamePageSchema)
  .query(async ({ ctx, input }) => {
    const query = {
      clientType: DESKTOP_CLIENT_TYPE,
      platform: GAME_LIST_PLATFORM,
      merchant: ctx.config.upstream.merchant,
      gameType: input.gameType,
      vassalage: input.vassalage,
      gameClassify: input.gameClassify,
      gameName: input.gameName === '' ? undefined : input.gameName,
      isNew: input.isNew ? 1 : undefined,
      language: ctx.visitor.language,
      pageNo: input.pageNo,
      pageSize: input.pageSize,
    } satisfies TWireGameListQuery;
    const page = await ctx.wire.get(GAMES_PATHS.gameList, ZWireGameListSchema, {
      query: definedQuery(query),
    });
    return {
      games: page.games.map(toGame),
      pageNo: input.pageNo,
      totalPages: page.totalPages,
      totalCount: page.totalCount,
    };
  });
