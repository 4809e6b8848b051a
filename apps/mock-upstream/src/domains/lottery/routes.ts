import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LOTTERY_LIMITS,
  LOTTERY_PATHS,
  LOTTERY_VN_VENDOR,
  ORDER_STATUSES,
  VALIDATION,
  ZRecordDateSchema,
  ZWireCancelSubOrderBodySchema,
} from '@site/contracts';
import { gameLanguage } from '../../core/play/language.js';
import { lotteryNumeros } from '../../db/schema-lottery.js';
import { success, wireErrors } from '../../wire/envelope.js';
import { callerRequestId } from '../../wire/headers.js';
import { authenticated } from '../../wire/token-hook.js';
import { requireRealMember } from '../../wire/token-hook.js';
import { ensureDrawsOf } from './draws.js';
import { gameClockOf } from './game-clock.js';
import { lotteryGameByCode, lotteryGamesOf, parsePrizeMode, type TLotteryGame } from './games.js';
import { lotteryErrors } from './lottery-errors.js';
import { gameMenus, popularGames, recentGames, vnGameMenu } from './menus.js';
import { latestDrawn, nearDraws } from './near.js';
import { cancelSubOrder, listOrders, orderDetail } from './orders.js';
import { localDay, localDayRange } from './schedule.js';
import { toWireDraw, toWireGame, toWireOrder, toWireOrderDetail, toWireRules } from './wire-views.js';

/** A game or draw code: short and printable (else 400 `validation_failed`). */
const ZCode = z
  .string({ error: VALIDATION.required })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, VALIDATION.invalid);

/** Query fields the menu calls share: a prize mode in any case (`Lott`); absent or unknown: every game. */
const ZPrizeModeQuerySchema = z.object({
  prizeMode: z.string().optional(),
  device: z.string().optional(),
  language: z.string().optional(),
  /** The clients' cache-buster. */
  r: z.string().optional(),
});

const ZPageShape = {
  pageNo: z.coerce.number({ error: VALIDATION.invalid }).int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number({ error: VALIDATION.invalid }).int().min(1).max(100).default(10),
};

const ZDrawsQuerySchema = z.object({
  gameCode: ZCode,
  /** yyyy-MM-dd in the game's time zone; today there by default. */
  date: ZRecordDateSchema.optional(),
  ...ZPageShape,
  pageSize: ZPageShape.pageSize.default(LOTTERY_LIMITS.historyPageSize),
  language: z.string().optional(),
});

const ZOrdersQuerySchema = z
  .object({
    startDate: ZRecordDateSchema,
    endDate: ZRecordDateSchema,
    status: z.enum(ORDER_STATUSES, { error: VALIDATION.invalid }).optional(),
    gameCode: ZCode.optional(),
    ...ZPageShape,
    language: z.string().optional(),
  })
  .refine((query) => query.startDate <= query.endDate, {
    message: VALIDATION.dateRange,
    path: ['endDate'],
  });

/** The game of a code in the request's merchant (404 `lottery_game_not_found`). */
const gameOf = (request: FastifyRequest, gameCode: string): TLotteryGame => {
  const found = lotteryGameByCode(request.server.db, request.merchant.id, gameCode);
  if (!found) throw lotteryErrors.gameNotFound();
  return found;
};

const member = (request: FastifyRequest) => authenticated(request).member;

/** The calls of a real member: recent games, the lobbies' latest results, orders and the cancel. */
const lotteryMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  for (const [path, isVnOnly] of [
    [LOTTERY_PATHS.vnRecentGames, true],
    [LOTTERY_PATHS.recentGames, false],
  ] as const) {
    app.get(path, { schema: { querystring: ZPrizeModeQuerySchema } }, async (request) =>
      success(
        recentGames(db, request.merchant.id, member(request).id, {
          prizeMode: parsePrizeMode(request.query.prizeMode),
          language: gameLanguage(request, request.query.language),
          isVnOnly,
        }),
      ),
    );
  }

  for (const path of [LOTTERY_PATHS.openedNumero, LOTTERY_PATHS.gamesOpenedNumero]) {
    app.get(path, { schema: { querystring: ZPrizeModeQuerySchema } }, async (request) => {
      const language = gameLanguage(request, request.query.language);
      const prizeMode = parsePrizeMode(request.query.prizeMode);
      return success(
        lotteryGamesOf(db, request.merchant.id, prizeMode).flatMap((lotteryGame) => {
          const draw = latestDrawn(db, lotteryGame.game.id);
          return draw ? [toWireDraw(draw, lotteryGame, language)] : [];
        }),
      );
    });
  }

  app.get(LOTTERY_PATHS.orders, { schema: { querystring: ZOrdersQuerySchema } }, async (request) => {
    const { language, ...filters } = request.query;
    const lang = gameLanguage(request, language);
    const { details, totalCount } = listOrders(db, member(request).id, filters);
    return success({
      list: details.map((detail) => toWireOrder(detail, lang)),
      pageNo: filters.pageNo,
      totalPages: Math.max(1, Math.ceil(totalCount / filters.pageSize)),
      totalCount,
    });
  });

  app.get(
    LOTTERY_PATHS.orderDetail,
    {
      schema: {
        querystring: z.object({
          orderNo: z.string({ error: VALIDATION.required }).trim().min(1).max(40),
          language: z.string().optional(),
        }),
      },
    },
    async (request) => {
      const detail = orderDetail(db, member(request).id, request.query.orderNo);
      return success(toWireOrderDetail(detail, new Date(), gameLanguage(request, request.query.language)));
    },
  );

  app.post(
    LOTTERY_PATHS.cancelSubOrder,
    { schema: { body: ZWireCancelSubOrderBodySchema }, config: { audit: 'lottery.cancelSubOrder' } },
    async (request) => {
      const { orderNo, subOrderNo } = request.body;
      const now = new Date();
      const { detail } = cancelSubOrder(
        db,
        member(request).id,
        orderNo,
        subOrderNo,
        callerRequestId(request),
        now,
      );
      return success(toWireOrderDetail(detail, now, gameLanguage(request)));
    },
  );
};

/**
 * The lottery gateway (`/lgw`, Merchant header like /wps;
 * docs/history/lottery-interfaces.md "Wire answers"): menus, rules and draws answer
 * anyone; the recent games, the lobbies' latest results and the orders need
 * a real member (a trial one: 403 `in_need_true_account`).
 */
export const lotteryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.get(LOTTERY_PATHS.gameMenus, { schema: { querystring: ZPrizeModeQuerySchema } }, async (request) => {
    const { prizeMode, language } = request.query;
    return success(
      gameMenus(db, request.merchant.id, parsePrizeMode(prizeMode), gameLanguage(request, language)),
    );
  });

  app.get(LOTTERY_PATHS.vnGameMenu, { schema: { querystring: ZPrizeModeQuerySchema } }, async (request) => {
    const { prizeMode, language } = request.query;
    return success(
      vnGameMenu(db, request.merchant.id, parsePrizeMode(prizeMode), gameLanguage(request, language)),
    );
  });

  app.get(LOTTERY_PATHS.games, { schema: { querystring: ZPrizeModeQuerySchema } }, async (request) => {
    const language = gameLanguage(request, request.query.language);
    return success(lotteryGamesOf(db, request.merchant.id).map((game) => toWireRules(game, language)));
  });

  app.get(LOTTERY_PATHS.popular, { schema: { querystring: ZPrizeModeQuerySchema } }, async (request) => {
    const { prizeMode, language } = request.query;
    return success(
      popularGames(db, request.merchant.id, parsePrizeMode(prizeMode), gameLanguage(request, language)),
    );
  });

  app.get(
    LOTTERY_PATHS.vnOpenedNumeros,
    { schema: { querystring: ZPrizeModeQuerySchema } },
    async (request) => {
      const { prizeMode, language } = request.query;
      const lang = gameLanguage(request, language);
      const opened: Record<string, ReturnType<typeof toWireDraw>> = {};
      for (const lotteryGame of lotteryGamesOf(db, request.merchant.id, parsePrizeMode(prizeMode))) {
        const { game } = lotteryGame;
        const draw = game.vassalage === LOTTERY_VN_VENDOR ? latestDrawn(db, game.id) : null;
        if (draw) opened[game.gameId] = toWireDraw(draw, lotteryGame, lang);
      }
      return success(opened);
    },
  );

  app.get(LOTTERY_PATHS.draws, { schema: { querystring: ZDrawsQuerySchema } }, async (request) => {
    const { gameCode, date, pageNo, pageSize, language } = request.query;
    const lotteryGame = gameOf(request, gameCode);
    const { game, schedule } = lotteryGame;
    const day = date ?? localDay(gameClockOf(schedule, new Date()), schedule.utcOffsetMinutes);
    const range = localDayRange(day, schedule.utcOffsetMinutes);
    if (!range) throw wireErrors.validationFailed({ date: VALIDATION.invalid });
    const drawn = db
      .select()
      .from(lotteryNumeros)
      .where(
        and(
          eq(lotteryNumeros.gameId, game.id),
          inArray(lotteryNumeros.status, ['drawn', 'settled']),
          gte(lotteryNumeros.drawAt, new Date(range.startMs)),
          lt(lotteryNumeros.drawAt, new Date(range.endMs)),
        ),
      )
      .orderBy(desc(lotteryNumeros.drawAt))
      .all();
    const lang = gameLanguage(request, language);
    return success({
      list: drawn
        .slice((pageNo - 1) * pageSize, pageNo * pageSize)
        .map((draw) => toWireDraw(draw, lotteryGame, lang)),
      pageNo,
      totalPages: Math.max(1, Math.ceil(drawn.length / pageSize)),
      totalCount: drawn.length,
    });
  });

  app.get(
    LOTTERY_PATHS.drawByCode,
    {
      schema: { querystring: z.object({ gameCode: ZCode, numero: ZCode, language: z.string().optional() }) },
    },
    async (request) => {
      const { gameCode, numero, language } = request.query;
      const lotteryGame = gameOf(request, gameCode);
      const draw = db
        .select()
        .from(lotteryNumeros)
        .where(and(eq(lotteryNumeros.gameId, lotteryGame.game.id), eq(lotteryNumeros.drawCode, numero)))
        .get();
      if (!draw) throw lotteryErrors.drawNotFound();
      return success(toWireDraw(draw, lotteryGame, gameLanguage(request, language)));
    },
  );

  app.get(
    LOTTERY_PATHS.nearNumeros,
    { schema: { querystring: z.object({ gameCode: ZCode, language: z.string().optional() }) } },
    async (request) => {
      const lotteryGame = gameOf(request, request.query.gameCode);
      const language = gameLanguage(request, request.query.language);
      const now = new Date();
      const near = nearDraws(db, lotteryGame.game.id, now);
      const view = (draw: typeof near.current) => (draw ? toWireDraw(draw, lotteryGame, language) : null);
      return success({
        previous: view(near.previous),
        current: view(near.current),
        next: view(near.next),
        serverTime: gameClockOf(lotteryGame.schedule, now),
      });
    },
  );

  app.get(LOTTERY_PATHS.mobileGames, { schema: { querystring: ZPrizeModeQuerySchema } }, async (request) => {
    const { prizeMode, language } = request.query;
    const lang = gameLanguage(request, language);
    const now = new Date();
    return success(
      lotteryGamesOf(db, request.merchant.id, parsePrizeMode(prizeMode)).map((lotteryGame) => {
        const { current } = ensureDrawsOf(db, lotteryGame, now);
        return {
          ...toWireGame(lotteryGame, lang),
          current: current ? toWireDraw(current, lotteryGame, lang) : null,
        };
      }),
    );
  });

  await app.register(async (memberCalls) => {
    memberCalls.addHook('preValidation', requireRealMember);
    await memberCalls.register(lotteryMemberRoutes);
  });
};
