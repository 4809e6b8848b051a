import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GAMES_PATHS,
  GAMES_TWIN_PATHS,
  LIMITS,
  ZWireFavouriteRequestSchema,
  ZWireGameListQuerySchema,
  ZWireHotMatchesQuerySchema,
} from '@site/contracts';
import { gameLanguage } from '../../core/play/language.js';
import { success } from '../../wire/envelope.js';
import { authenticated, readOptionalMember, requireMember } from '../../wire/token-hook.js';
import {
  addFavourite,
  listFavouriteIds,
  listFavourites,
  listRecentGames,
  removeFavourite,
} from './favourites-service.js';
import { listGames, listHotGames } from './game-list-service.js';
import { launchRoutes } from './launch/routes.js';
import { listHotMatches } from './matches-service.js';
import { pokerRoomRoutes } from './poker/routes.js';
import { listProviderCategories } from './providers-service.js';
import { buildVassGameType, buildVendorLanes } from './vendor-service.js';
import { ALL_CATEGORIES, listWinners, WINNER_BOARD_LIMIT } from './winners-service.js';

/** Query fields the game calls share; the merchant comes from the Merchant header. */
const ZClientQuerySchema = z.object({
  platform: z.string().optional(),
  merchantCode: z.string().optional(),
  language: z.string().optional(),
});

const ZWinnerQuerySchema = z.object({
  gameCategory: z.string().default(ALL_CATEGORIES),
  language: z.string().optional(),
  /** More than the board's 20 is answered with 20. */
  limitNum: z.coerce.number().int().min(1).default(WINNER_BOARD_LIMIT),
});

const ZFavouriteListQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(LIMITS.lobbyPageSize),
  gameType: z.string().optional(),
  language: z.string().optional(),
});

/**
 * The catalogue relays (docs/history/games-interfaces.md): vendor lanes, game types,
 * the game list, hot games, hot matches, the winner board, favourites and
 * recent games.
 */
export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(launchRoutes);
  await app.register(pokerRoomRoutes);

  app.get(GAMES_PATHS.vendors, { schema: { querystring: ZClientQuerySchema } }, async (request) =>
    success(buildVendorLanes(app.db, request.merchant.id, gameLanguage(request, request.query.language))),
  );

  app.get(GAMES_PATHS.providers, { schema: { querystring: ZClientQuerySchema } }, async (request) =>
    success(listProviderCategories(app.db, request.merchant.id)),
  );

  app.get(GAMES_PATHS.hotMatches, { schema: { querystring: ZWireHotMatchesQuerySchema } }, async (request) =>
    success(
      listHotMatches(app.db, request.merchant.id, {
        gameType: request.query.gameType,
        language: gameLanguage(request, request.query.language),
        now: new Date(),
      }),
    ),
  );

  // One site names it GLS2_getVassGameType: served alike (docs/upstream.md §3 "Games").
  for (const path of [GAMES_PATHS.vassGameType, GAMES_TWIN_PATHS.vassGameType])
    app.get(
      path,
      {
        schema: {
          querystring: z.object({ typeId: z.string().optional(), merchant_code: z.string().optional() }),
        },
      },
      async (request) => success(buildVassGameType(app.db, request.merchant.id)),
    );

  app.get(
    GAMES_PATHS.gameList,
    { schema: { querystring: ZWireGameListQuerySchema }, preHandler: readOptionalMember },
    async (request) => {
      const { pageNo, pageSize, language, ...filter } = request.query;
      return success(
        listGames(app.db, request.merchant.id, filter, { pageNo, pageSize }, gameLanguage(request, language)),
      );
    },
  );

  app.get(
    GAMES_PATHS.hotGames,
    {
      schema: {
        querystring: ZClientQuerySchema.extend({
          isPlatform: z.string().optional(),
          vassalage: z.string().optional(),
        }),
      },
    },
    async (request) => {
      const { vassalage, language } = request.query;
      return success({
        list: listHotGames(app.db, request.merchant.id, vassalage, gameLanguage(request, language)),
      });
    },
  );

  for (const path of [GAMES_PATHS.rankList, GAMES_PATHS.winnerBoard]) {
    app.get(path, { schema: { querystring: ZWinnerQuerySchema } }, async (request) => {
      const { gameCategory, limitNum, language } = request.query;
      return success(
        listWinners(app.db, request.merchant.id, {
          gameCategory,
          limit: limitNum,
          language: gameLanguage(request, language),
        }),
      );
    });
  }

  app.get(GAMES_PATHS.favouriteIds, { preHandler: requireMember }, async (request) =>
    success(listFavouriteIds(app.db, authenticated(request).member.id)),
  );

  app.get(
    GAMES_PATHS.favouriteList,
    { schema: { querystring: ZFavouriteListQuerySchema }, preHandler: requireMember },
    async (request) => {
      const { language, ...page } = request.query;
      return success(
        listFavourites(
          app.db,
          request.merchant.id,
          authenticated(request).member.id,
          page,
          gameLanguage(request, language),
        ),
      );
    },
  );

  app.post(
    GAMES_PATHS.addFavourite,
    { schema: { body: ZWireFavouriteRequestSchema }, preHandler: requireMember },
    async (request) => {
      const memberId = authenticated(request).member.id;
      addFavourite(app.db, request.merchant.id, memberId, request.body.nodeId, new Date());
      return success(listFavouriteIds(app.db, memberId));
    },
  );

  app.delete(
    GAMES_PATHS.removeFavourite,
    { schema: { body: ZWireFavouriteRequestSchema }, preHandler: requireMember },
    async (request) => {
      const memberId = authenticated(request).member.id;
      removeFavourite(app.db, request.merchant.id, memberId, request.body.nodeId);
      return success(listFavouriteIds(app.db, memberId));
    },
  );

  app.get(
    GAMES_PATHS.recentGames,
    { schema: { querystring: ZClientQuerySchema }, preHandler: requireMember },
    async (request) =>
      success(
        listRecentGames(
          app.db,
          request.merchant.id,
          authenticated(request).member.id,
          gameLanguage(request, request.query.language),
        ),
      ),
  );
};
