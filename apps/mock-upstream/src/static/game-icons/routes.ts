import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GAME_ICON_PATH, VENDOR_ICON_PATH } from '../../core/play/game-items.js';
import { games, gameVendors } from '../../db/schema-games.js';
import { renderGameIconSvg, renderVendorIconSvg } from '../../domains/games/icons.js';
import { WireError } from '../../wire/envelope.js';
import { sendGeneratedSvg } from '../svg-reply.js';

const ZFileParamsSchema = z.object({ fileName: z.string() });

const notFound = () => new WireError(404, 'function.not.available', 'No such image');

/** The icons only change with the catalogue seed: let browsers and the gateway keep them a day. */
const MAX_AGE_SECONDS = 86_400;

/**
 * Generated game and vendor icons under the upstream's CDN layout
 * (`TCG_PROD_IMAGES/...`). Public: no Merchant header (the gateway proxies /static).
 */
export const gameIconRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${GAME_ICON_PATH}/:fileName`,
    { schema: { params: ZFileParamsSchema } },
    async (request, reply) => {
      const nodeId = /^([A-Za-z0-9_-]{1,64})\.svg$/.exec(request.params.fileName)?.[1];
      if (!nodeId) throw notFound();
      const game = app.db.select().from(games).where(eq(games.nodeId, nodeId)).orderBy(asc(games.id)).get();
      if (!game) throw notFound();
      return sendGeneratedSvg(
        request,
        reply,
        renderGameIconSvg,
        { nodeId: game.nodeId, name: game.gameName, vendor: game.vassalage },
        MAX_AGE_SECONDS,
      );
    },
  );

  app.get(
    `${VENDOR_ICON_PATH}/:fileName`,
    { schema: { params: ZFileParamsSchema } },
    async (request, reply) => {
      const vassalage = /^([A-Za-z0-9_]{1,64})-DEFAULT\.svg$/.exec(request.params.fileName)?.[1];
      if (!vassalage) throw notFound();
      const vendor = app.db
        .select()
        .from(gameVendors)
        .where(eq(gameVendors.vassalage, vassalage))
        .orderBy(asc(gameVendors.id))
        .get();
      if (!vendor) throw notFound();
      return sendGeneratedSvg(
        request,
        reply,
        renderVendorIconSvg,
        { vassalage: vendor.vassalage, displayName: vendor.displayName },
        MAX_AGE_SECONDS,
      );
    },
  );
};
