import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BET_STAKE_LIMITS,
  BET_TYPE_PICKS,
  BET_TYPES,
  FORMAT_BET_TYPES,
  LOTTERY_LIMITS,
  LOTTERY_SEA_VENDOR,
  type TPrizeMode,
  VALIDATION,
} from '@site/contracts';
import { recordAuditEvent } from '../../../audit/audit-hook.js';
import { gameContext } from '../../../core/play/page/launch-auth.js';
import type { TLotteryOrderReply, TLotteryStateReply } from '../../../core/play/page/replies.js';
import { balanceOf } from '../../../core/play/seamless-wallet.js';
import type { TGameRow } from '../../../db/schema-games.js';
import { WireError } from '../../../wire/envelope.js';
import { callerRequestId } from '../../../wire/headers.js';
import { lotteryGameByCode } from '../games.js';
import { lotteryErrors } from '../lottery-errors.js';
import { gameMenus } from '../menus.js';
import { nearDraws } from '../near.js';
import { cancelSubOrder, placeOrder, recentOrdersOf } from '../orders.js';
import { oddsOf } from '../payouts.js';
import { lobbyDrawOf, lobbyOrderOf } from './lobby-views.js';

/** How many of the member's orders of the game the lobby lists. */
const LOBBY_ORDERS = 10;

const ZCode = z
  .string({ error: VALIDATION.required })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, VALIDATION.invalid);

const ZSlipSchema = z.strictObject({
  gameCode: ZCode,
  drawCode: ZCode,
  requestId: z.string({ error: VALIDATION.required }).trim().min(1).max(64),
  lines: z
    .array(
      z.strictObject({
        betType: z.enum(BET_TYPES, { error: VALIDATION.invalid }),
        numbers: z.array(z.string().max(8)).min(1).max(4),
        stakeMinor: z.number({ error: VALIDATION.invalid }).int(),
      }),
    )
    .min(1)
    .max(LOTTERY_LIMITS.maxSubOrders),
});

const ZCancelSchema = z.strictObject({
  orderNo: z.string({ error: VALIDATION.required }).trim().min(1).max(40),
  subOrderNo: z.string({ error: VALIDATION.required }).trim().min(1).max(40),
});

/** The prize mode a lobby shows: the SEA lobby for a SEA game, else the e-lottery (LOTT is treated as ELOTT). */
export const lobbyPrizeModeOf = (game: TGameRow): TPrizeMode =>
  game.vassalage === LOTTERY_SEA_VENDOR ? 'SEA' : 'ELOTT';

/** The lobby takes money: a real member's launch only (a trial one: 403 `in_need_true_account`). */
const realMemberOf = (request: FastifyRequest) => {
  const { launch } = gameContext(request);
  if (launch.mode === 'trial' || launch.memberId === null)
    throw new WireError(403, 'in_need_true_account', 'A real account is needed to bet on the lottery');
  return { launch, memberId: launch.memberId };
};

/**
 * The lottery lobby's API (`/games/api/lottery/…`, header X-Launch-Token;
 * docs/history/lottery-interfaces.md "The lobby page"): the chosen game's state, a
 * slip placed, a sub-order cancelled. Amounts in minor units. Placing and
 * cancelling move money: each leaves an audit event, as the /wps calls do
 * (decision 0016).
 */
export const lotteryLobbyApi: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  app.addHook('onSend', recordAuditEvent);
  app.addHook('preHandler', async (request) => {
    realMemberOf(request);
  });

  app.get(
    '/state',
    { schema: { querystring: z.object({ gameCode: ZCode.optional() }) } },
    async (request): Promise<TLotteryStateReply> => {
      const { launch, memberId } = realMemberOf(request);
      const { game: launched } = gameContext(request);
      const found = lotteryGameByCode(db, launch.merchantId, request.query.gameCode ?? launched.gameId);
      if (!found) throw lotteryErrors.gameNotFound();
      const { game, schedule } = found;
      const { language } = launch;
      const now = new Date();
      const near = nearDraws(db, game.id, now);
      const draw = (numero: typeof near.current) => (numero ? lobbyDrawOf(numero, found, language) : null);
      const format = schedule.resultFormat;
      return {
        serverTime: now.getTime() + schedule.clockOffsetMs,
        gameCode: game.gameId,
        games: Object.entries(gameMenus(db, launch.merchantId, lobbyPrizeModeOf(launched), language)).flatMap(
          ([groupCode, group]) =>
            (group.gameMenus ?? []).map((item) => ({
              gameCode: item.gameCode,
              gameName: item.gameName,
              groupCode,
              groupName: group.name,
            })),
        ),
        rules: {
          gameCode: game.gameId,
          resultFormat: format,
          closeBeforeSeconds: schedule.closeBeforeSeconds,
          betRules: FORMAT_BET_TYPES[format].map((betType) => ({
            betType,
            odds: oddsOf(format, betType),
            minStakeMinor: BET_STAKE_LIMITS[betType].minMinor,
            maxStakeMinor: BET_STAKE_LIMITS[betType].maxMinor,
            ...BET_TYPE_PICKS[betType],
          })),
        },
        near: { previous: draw(near.previous), current: draw(near.current), next: draw(near.next) },
        orders: recentOrdersOf(db, memberId, game.id, LOBBY_ORDERS).map((detail) =>
          lobbyOrderOf(detail, language, now),
        ),
        balanceMinor: balanceOf(db, launch),
      };
    },
  );

  app.post(
    '/orders',
    { schema: { body: ZSlipSchema }, config: { audit: 'lottery.placeOrder' } },
    async (request): Promise<TLotteryOrderReply> => {
      const { launch } = realMemberOf(request);
      const { detail, balanceMinor } = placeOrder(db, launch, request.body);
      return { order: lobbyOrderOf(detail, launch.language), balanceMinor };
    },
  );

  app.post(
    '/cancel',
    { schema: { body: ZCancelSchema }, config: { audit: 'lottery.cancelSubOrder' } },
    async (request): Promise<TLotteryOrderReply> => {
      const { launch, memberId } = realMemberOf(request);
      const { orderNo, subOrderNo } = request.body;
      const { detail } = cancelSubOrder(db, memberId, orderNo, subOrderNo, callerRequestId(request));
      return { order: lobbyOrderOf(detail, launch.language), balanceMinor: balanceOf(db, launch) };
    },
  );
};
