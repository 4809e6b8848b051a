import { readFile } from 'node:fs/promises';
import { desc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activeSeedPair,
  publicFair,
  rotateSeedPair,
  setClientSeed,
} from '../../core/play/fair/seed-store.js';
import type { TGameContext, TGameEngineModule } from '../../core/play/page/engine-module.js';
import { GAME_PAGE_CSP } from '../../core/play/page/html.js';
import { gameContext, requireLaunch, resolveGameContext } from '../../core/play/page/launch-auth.js';
import type { TFairPublicReply, TFairRotationReply, TSessionReply } from '../../core/play/page/replies.js';
import { gameNameOf, renderEndedPage, renderGamePage } from '../../core/play/page/shell.js';
import { textsOf } from '../../core/play/page/texts.js';
import { balanceOf } from '../../core/play/seamless-wallet.js';
import type { TExecutor } from '../../db/client.js';
import { gameRounds } from '../../db/schema-play.js';
import { WireError } from '../../wire/envelope.js';
import { defaultBetLevels } from './bet-levels.js';
import { renderVerifyPage } from './verify-page.js';

/** src/games/assets in development, dist/games/assets once built (the build copies it). */
const ASSETS_DIR = new URL('../assets/', import.meta.url);
const ASSET_NAME = /^[a-z0-9][a-z0-9-]*\.(js|css|svg)$/;
const ASSET_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml; charset=utf-8',
};

const MAX_RECENT_ROUNDS = 20;

const sendHtml = (reply: FastifyReply, html: string, status = 200) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', GAME_PAGE_CSP)
    .header('x-frame-options', 'SAMEORIGIN')
    .header('cache-control', 'no-store')
    .send(html);

/** The common session reply (docs/history/games-interfaces.md), with the engine's facts merged into `game`. */
export const buildSession = (
  db: TExecutor,
  engine: TGameEngineModule | undefined,
  context: TGameContext,
): TSessionReply => {
  const { launch, game, merchant } = context;
  return {
    game: {
      id: game.id,
      nodeId: game.nodeId,
      gameId: game.gameId,
      name: gameNameOf({ game, language: launch.language }),
      engine: game.engine,
      vassalage: game.vassalage,
      minBetMinor: game.minBetMinor,
      rtpBasisPoints: game.rtpBasisPoints,
      betLevelsMinor: defaultBetLevels(game.minBetMinor),
      ...engine?.sessionInfo?.(context),
    },
    mode: launch.mode,
    balanceMinor: balanceOf(db, launch),
    currencySymbol: merchant.currencySymbol,
    language: launch.language,
    fair: publicFair(activeSeedPair(db, launch)),
  };
};

/**
 * The game pages: `/games/play/<engine>?launch=`, `/games/assets/<file>`, the
 * common API (`/games/api/session`, `/games/api/fair/*`, `/games/api/rounds`),
 * each engine's API at `/games/api/<engine>/…` (header X-Launch-Token) and
 * the verify page `/games/fair/verify`. Not merchant-scoped: the token is.
 */
export const gamePageRoutes =
  (engines: readonly TGameEngineModule[]): FastifyPluginAsyncZod =>
  async (app) => {
    app.decorateRequest('gameContext', null);
    const engineOf = (name: string) => engines.find((engine) => engine.engine === name);

    app.get(
      '/games/play/:engine',
      {
        schema: {
          params: z.object({ engine: z.string() }),
          querystring: z.object({ launch: z.string().optional() }),
        },
      },
      async (request, reply) => {
        const engine = engineOf(request.params.engine);
        const context = resolveGameContext(request, request.query.launch);
        if (!context) return sendHtml(reply, renderEndedPage(textsOf('EN').sessionEnded), 401);
        const text = textsOf(context.launch.language);
        if (!engine || context.game.engine !== engine.engine)
          return sendHtml(reply, renderEndedPage(text.sessionEnded), 404);
        return sendHtml(
          reply,
          renderGamePage(engine, { ...context, language: context.launch.language, text }),
        );
      },
    );

    app.get(
      '/games/assets/:file',
      { schema: { params: z.object({ file: z.string() }) } },
      async (request, reply) => {
        const { file } = request.params;
        const type = ASSET_TYPES[file.split('.').pop() ?? ''];
        if (!ASSET_NAME.test(file) || !type)
          throw new WireError(404, 'function.not.available', 'No such asset');
        const body = await readFile(new URL(file, ASSETS_DIR)).catch(() => undefined);
        if (body === undefined) throw new WireError(404, 'function.not.available', 'No such asset');
        return reply.type(type).header('cache-control', 'public, max-age=300').send(body);
      },
    );

    app.get(
      '/games/fair/verify',
      { schema: { querystring: z.record(z.string(), z.string()) } },
      async (request, reply) => sendHtml(reply, renderVerifyPage(app.db, engines, request.query)),
    );

    await app.register(async (plain) => {
      const api = plain.withTypeProvider<ZodTypeProvider>();
      api.addHook('preHandler', requireLaunch);

      api.get('/games/api/session', async (request) => {
        const context = gameContext(request);
        return buildSession(app.db, engineOf(context.game.engine), context);
      });

      api.post(
        '/games/api/fair/client-seed',
        { schema: { body: z.strictObject({ clientSeed: z.string().trim().min(1).max(64) }) } },
        async (request): Promise<TFairPublicReply> =>
          setClientSeed(app.db, gameContext(request).launch, request.body.clientSeed),
      );

      api.post('/games/api/fair/rotate', async (request): Promise<TFairRotationReply> =>
        app.db.transaction((tx) => rotateSeedPair(tx, gameContext(request).launch)),
      );

      api.get('/games/api/rounds', async (request) => {
        const { launch } = gameContext(request);
        const rounds = app.db
          .select()
          .from(gameRounds)
          .where(eq(gameRounds.launchId, launch.id))
          .orderBy(desc(gameRounds.id))
          .limit(MAX_RECENT_ROUNDS)
          .all();
        return {
          rounds: rounds.map((round) => ({
            roundId: round.roundId,
            engine: round.engine,
            betMinor: round.betMinor,
            winMinor: round.winMinor,
            status: round.status,
            serverSeedHash: round.serverSeedHash,
            clientSeed: round.clientSeed,
            nonce: round.nonce,
            createdAt: round.createdAt.toISOString(),
          })),
        };
      });

      for (const engine of engines) {
        if (engine.api) await api.register(engine.api, { prefix: `/games/api/${engine.engine}` });
      }
    });
  };
