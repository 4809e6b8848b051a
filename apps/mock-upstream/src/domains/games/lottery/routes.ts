import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GAMES_PATHS } from '@site/contracts';
import { success } from '../../../wire/envelope.js';
import { gameLanguage } from '../language.js';
import { buildGameMenus, listPopularLotteries, parsePrizeMode } from './lottery-service.js';

const ZPrizeModeQuerySchema = z.object({
  /** LOTT, ZY, ELOTT or SEA in any case (clients send `Lott`); absent or unknown: every lottery game. */
  prizeMode: z.string().optional(),
  device: z.string().optional(),
  language: z.string().optional(),
});

/** The lottery gateway's game calls (`/lgw`, Merchant header like /wps). */
export const lotteryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(GAMES_PATHS.gameMenus, { schema: { querystring: ZPrizeModeQuerySchema } }, async (request) => {
    const { prizeMode, language } = request.query;
    return success(
      buildGameMenus(app.db, request.merchant.id, parsePrizeMode(prizeMode), gameLanguage(request, language)),
    );
  });

  app.get(GAMES_PATHS.popular, { schema: { querystring: ZPrizeModeQuerySchema } }, async (request) => {
    const { prizeMode, language } = request.query;
    return success(
      listPopularLotteries(
        app.db,
        request.merchant.id,
        parsePrizeMode(prizeMode),
        gameLanguage(request, language),
      ),
    );
  });
};
