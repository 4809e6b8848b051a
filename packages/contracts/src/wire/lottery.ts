import { z } from 'zod';
import {
  BET_TYPES,
  DRAW_STATUSES,
  LOTTERY_REGIONS,
  ORDER_STATUSES,
  PRIZE_KEYS,
  RESULT_FORMATS,
  SUB_ORDER_STATUSES,
} from '../domain/lottery.js';
import { wirePageOf, ZWireAmount, ZWireId, ZWireTime } from './common.js';

/**
 * The lottery group (docs/upstream.md §3 "Lottery", docs/history/lottery-interfaces.md):
 * the lottery gateway `/lgw` (Merchant header like /wps) with its menus,
 * draws ("numeros") and results, and the member's orders. Bets are placed
 * in the lottery lobby that `/wps/game/launchGame` (launch modes LOTT and
 * SEA_Tradition_Mobile) opens, not through these calls. The public material
 * names the calls with few payloads: the shapes it does not show are ours
 * (docs/decisions/0027-lottery.md). A draw's code is its `numero`.
 */
export const LOTTERY_PATHS = {
  /** The games of a prize mode, grouped by gameGroupCode. */
  gameMenus: '/lgw/games/game_menus',
  /** Every lottery game with its rules: result format, schedule, bet types, odds and limits. */
  games: '/lgw/games',
  /** The VN menus of a prize mode: regions → their provinces' games. */
  vnGameMenu: '/lgw/vn/games/game_menu',
  /** The games the member bet on lately, newest first (the VN lobby's). */
  vnRecentGames: '/lgw/vn/games/game_menu/recent',
  /** The same for the other lobbies. */
  recentGames: '/lgw/games/game_menus/recent',
  /** The latest drawn result of every VN game of a prize mode, keyed by game code. */
  vnOpenedNumeros: '/lgw/vn/numeros/opened/game',
  /** The latest drawn result of every game of a prize mode (the lottery lobby's, `r` a cache-buster). */
  openedNumero: '/lotto/lgw/games/opened/numero',
  /** The same for the SEA lobby. */
  gamesOpenedNumero: '/lgw/games/opened/numero',
  /** The most played games of a prize mode. */
  popular: '/lgw/games/popular',
  /** One game's drawn draws of a day, newest first (results history). */
  draws: '/lgw/draw',
  /** One draw by its code (`numero`), with its seed once drawn. */
  drawByCode: '/lgw/draw/code/',
  /** One game's previous (drawn), current (open or closing) and next draws. */
  nearNumeros: '/lgw/numeros/near',
  /** The games of a prize mode with their current draw: the mobile lobby's list with countdowns. */
  mobileGames: '/lgw/games/mobile',
  /** The member's orders, newest first. */
  orders: '/lgw/orders',
  /** One order with its sub-orders. */
  orderDetail: '/lgw/orders/detail',
  /** Cancels one open sub-order before its draw closes; the stake is refunded. */
  cancelSubOrder: '/lgw/orders/suborders/cancel',
} as const;

const ZPrizeKey = z.enum(PRIZE_KEYS);

/** A game as menus list it. `region` for VN games; `drawIntervalSeconds` null for daily draws. */
export const ZWireLotteryGameSchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  gameGroupCode: z.string(),
  vassalage: z.string(),
  resultFormat: z.enum(RESULT_FORMATS),
  region: z.enum(LOTTERY_REGIONS).nullish(),
  /** The province a regional VN draw belongs to. */
  provinceName: z.string().nullish(),
  drawIntervalSeconds: z.coerce.number().int().nullish(),
  iconUrl: z.string().nullish(),
});
export type TWireLotteryGame = z.input<typeof ZWireLotteryGameSchema>;

/** `value` of `/lgw/games/game_menus?prizeMode` and `/lgw/vn/games/game_menu?prizeMode&device`: groups (or regions) keyed by code. */
export const ZWireGameMenusSchema = z.record(
  z.string(),
  z.object({ name: z.string(), gameMenus: z.array(ZWireLotteryGameSchema).default([]) }),
);
/** `value` of `/lgw/games/popular?prizeMode` and of the recent calls. */
export const ZWireLotteryGameListSchema = z.array(ZWireLotteryGameSchema);

/** When a game draws: every `seconds`, or on weekdays (0 = Sunday) at a local time. */
export const ZWireDrawScheduleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('interval'), seconds: z.coerce.number().int().positive() }),
  z.object({
    kind: z.literal('weekly'),
    weekdays: z.array(z.coerce.number().int().min(0).max(6)),
    /** HH:mm in the draw's own time zone. */
    time: z.string(),
    utcOffsetMinutes: z.coerce.number().int(),
  }),
]);

/** A bet type of a game: odds in hundredths (a number, or per prize for 4D) and stake limits in major units. */
export const ZWireBetRuleSchema = z.object({
  betType: z.enum(BET_TYPES),
  odds: z.union([z.coerce.number().int(), z.partialRecord(ZPrizeKey, z.coerce.number().int())]),
  minStake: ZWireAmount,
  maxStake: ZWireAmount,
});

/** One entry of `/lgw/games`: a game with its rules. */
export const ZWireLotteryRulesSchema = ZWireLotteryGameSchema.extend({
  prizeModes: z.array(z.string()),
  schedule: ZWireDrawScheduleSchema,
  /** Bets close this many seconds before the draw. */
  closeBeforeSeconds: z.coerce.number().int().min(0),
  betRules: z.array(ZWireBetRuleSchema),
});
export const ZWireLotteryRulesListSchema = z.array(ZWireLotteryRulesSchema);

/**
 * A draw (`numero`). `serverSeedHash` is published when the draw is created,
 * `serverSeed` and `results` once it is drawn: the numbers reproduce from the
 * seed (docs/history/lottery-interfaces.md "Fair draws"). `results` maps a prize key
 * to its numbers as digit strings (leading zeros kept).
 */
export const ZWireDrawSchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  numero: z.string(),
  resultFormat: z.enum(RESULT_FORMATS),
  status: z.enum(DRAW_STATUSES),
  closeTime: ZWireTime,
  drawTime: ZWireTime,
  serverSeedHash: z.string(),
  serverSeed: z.string().nullish(),
  results: z.partialRecord(ZPrizeKey, z.array(z.string())).nullish(),
  drawnTime: ZWireTime.nullish(),
});
export type TWireDraw = z.input<typeof ZWireDrawSchema>;

/** `value` of `/lgw/vn/numeros/opened/game?prizeMode`: the latest drawn draw keyed by game code. */
export const ZWireOpenedNumeroMapSchema = z.record(z.string(), ZWireDrawSchema);
/** `value` of `/lotto/lgw/games/opened/numero` and `/lgw/games/opened/numero` (`?prizeMode&r`). */
export const ZWireOpenedNumeroListSchema = z.array(ZWireDrawSchema);
/** `value` of `/lgw/draw?gameCode&date&pageNo&pageSize` (date yyyy-MM-dd in the game's time zone). */
export const ZWireDrawPageSchema = wirePageOf(ZWireDrawSchema);
/** `value` of `/lgw/numeros/near?gameCode`: any of them null when there is none. */
export const ZWireNearNumerosSchema = z.object({
  previous: ZWireDrawSchema.nullish(),
  current: ZWireDrawSchema.nullish(),
  next: ZWireDrawSchema.nullish(),
  /** The upstream's clock, for countdowns. */
  serverTime: ZWireTime,
});
/** One entry of `/lgw/games/mobile?prizeMode`: a game and its current draw. */
export const ZWireMobileGameSchema = ZWireLotteryGameSchema.extend({ current: ZWireDrawSchema.nullish() });
export const ZWireMobileGameListSchema = z.array(ZWireMobileGameSchema);

/** A sub-order: one line of a bet slip. Amounts in major units; `odds` in hundredths as staked. */
export const ZWireSubOrderSchema = z.object({
  subOrderNo: ZWireId,
  betType: z.enum(BET_TYPES),
  numbers: z.array(z.string()),
  stake: ZWireAmount,
  odds: z.union([z.coerce.number().int(), z.partialRecord(ZPrizeKey, z.coerce.number().int())]),
  status: z.enum(SUB_ORDER_STATUSES),
  /** Lô occurrences, or 1/0 for the other types; null while open. */
  hits: z.coerce.number().int().nullish(),
  win: ZWireAmount,
  /** Open and its draw still open. */
  cancellable: z.boolean(),
});

/** An order: one bet slip on one draw. */
export const ZWireOrderSchema = z.object({
  orderNo: ZWireId,
  gameCode: z.string(),
  gameName: z.string(),
  numero: z.string(),
  status: z.enum(ORDER_STATUSES),
  betTime: ZWireTime,
  closeTime: ZWireTime,
  totalStake: ZWireAmount,
  totalWin: ZWireAmount,
  subOrderCount: z.coerce.number().int(),
});
/** `value` of `/lgw/orders?startDate&endDate&status&gameCode&pageNo&pageSize`. */
export const ZWireOrderPageSchema = wirePageOf(ZWireOrderSchema);
/** `value` of `/lgw/orders/detail?orderNo` and of the cancel. */
export const ZWireOrderDetailSchema = ZWireOrderSchema.extend({
  subOrders: z.array(ZWireSubOrderSchema),
  /** The draw's results once drawn. */
  draw: ZWireDrawSchema,
});
export type TWireOrderDetail = z.input<typeof ZWireOrderDetailSchema>;

/** Body of `POST /lgw/orders/suborders/cancel`. */
export const ZWireCancelSubOrderBodySchema = z.object({ orderNo: z.string(), subOrderNo: z.string() });
