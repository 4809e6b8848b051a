import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lotteryNumeros, lotterySchedules } from '../../db/schema-lottery.js';
import { drawNow, ensureDrawsOf } from '../../domains/lottery/draws.js';
import { lotteryGameByCode } from '../../domains/lottery/games.js';
import { lotteryErrors } from '../../domains/lottery/lottery-errors.js';
import { drawFairInputs, drawResults } from '../../domains/lottery/results.js';
import { settleDraw, settleDrawnDraws } from '../../domains/lottery/settlement.js';
import { toWireDraw } from '../../domains/lottery/wire-views.js';
import { DEMO_MERCHANT_CODE } from '../../seed/seed.js';
import { findQaMerchant } from '../qa-service.js';
import { lotteryRoundRecordsOf } from './round-records.js';

const merchantField = { merchant: z.string().min(1).default(DEMO_MERCHANT_CODE) };
const ZGameParams = z.object({ gameCode: z.string().min(1).max(64) });
/** Eight days either way reach any weekly draw's close and draw time. */
const MAX_CLOCK_OFFSET_MS = 8 * 24 * 60 * 60 * 1000;

/**
 * The operator's side of the lottery (docs/history/lottery-interfaces.md, QA): draw
 * a game now, peek at its current draw's seed and results, move its clock,
 * and settle what is drawn.
 */
export const qaLotteryRoutes: FastifyPluginAsyncZod = async (app) => {
  const gameOf = (merchant: string, gameCode: string) => {
    const lotteryGame = lotteryGameByCode(app.db, findQaMerchant(app.db, merchant).id, gameCode);
    if (!lotteryGame) throw lotteryErrors.gameNotFound();
    return lotteryGame;
  };

  app.post(
    '/lottery/games/:gameCode/draw-now',
    {
      schema: {
        params: ZGameParams,
        body: z.object(merchantField).default({ merchant: DEMO_MERCHANT_CODE }),
      },
    },
    async (request) => {
      const lotteryGame = gameOf(request.body.merchant, request.params.gameCode);
      const now = new Date();
      const drawn = drawNow(app, lotteryGame.game.id, now);
      if (!drawn) throw lotteryErrors.drawNotFound();
      settleDraw(app, drawn.id, now);
      const draw = app.db.select().from(lotteryNumeros).where(eq(lotteryNumeros.id, drawn.id)).get() ?? drawn;
      return { draw: toWireDraw(draw, lotteryGame) };
    },
  );

  app.get(
    '/lottery/games/:gameCode/current',
    { schema: { params: ZGameParams, querystring: z.object(merchantField) } },
    async (request) => {
      const lotteryGame = gameOf(request.query.merchant, request.params.gameCode);
      const { current } = ensureDrawsOf(app.db, lotteryGame, new Date());
      if (!current) throw lotteryErrors.drawNotFound();
      const results = drawResults(
        lotteryGame.schedule.resultFormat,
        drawFairInputs({
          serverSeed: current.serverSeed,
          gameCode: lotteryGame.game.gameId,
          drawCode: current.drawCode,
        }),
      );
      return { draw: toWireDraw(current, lotteryGame), serverSeed: current.serverSeed, results };
    },
  );

  app.post(
    '/lottery/games/:gameCode/clock',
    {
      schema: {
        params: ZGameParams,
        body: z.object({
          offsetMs: z.number().int().min(-MAX_CLOCK_OFFSET_MS).max(MAX_CLOCK_OFFSET_MS),
          ...merchantField,
        }),
      },
    },
    async (request) => {
      const { game } = gameOf(request.body.merchant, request.params.gameCode);
      app.db
        .update(lotterySchedules)
        .set({ clockOffsetMs: request.body.offsetMs })
        .where(eq(lotterySchedules.gameId, game.id))
        .run();
      return { clockOffsetMs: request.body.offsetMs };
    },
  );

  app.get(
    '/lottery/orders',
    { schema: { querystring: z.object({ memberId: z.coerce.number().int().positive() }) } },
    async (request) => ({ orders: lotteryRoundRecordsOf(app.db, request.query.memberId) }),
  );

  app.post('/lottery/settle', async () => {
    const settlements = settleDrawnDraws(app, new Date());
    return {
      draws: settlements.length,
      settledDraws: settlements.filter((settlement) => settlement.isDrawSettled).length,
      paidSubOrders: settlements.reduce((total, settlement) => total + settlement.paidSubOrders, 0),
    };
  });
};
