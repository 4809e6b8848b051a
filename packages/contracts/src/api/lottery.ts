import { z } from 'zod';
import { PRIZE_MODES } from '../domain/categories.js';
import {
  BET_TYPES,
  DRAW_STATUSES,
  LOTTERY_LIMITS,
  LOTTERY_REGIONS,
  ORDER_STATUSES,
  PRIZE_KEYS,
  RESULT_FORMATS,
  SUB_ORDER_STATUSES,
} from '../domain/lottery.js';
import { pageOf, ZPageShape } from './paging.js';
import { isValidRange, RANGE_ERROR, ZDateRangeShape, ZRecordDateSchema } from './records.js';
import { VALIDATION } from './validation.js';

/**
 * Inputs and outputs of the `lottery` procedures (docs/history/lottery-interfaces.md).
 * Amounts are integer minor units, odds hundredths, times milliseconds. The
 * menus, popular games, rules, draws and results are public; the recent
 * games, the latest results of a lobby and the orders need a real member
 * (a trial session is 403 `in_need_true_account`).
 */
const ZMinorUnits = z.number().int();
/** A game or draw code of the upstream: short, printable, no path tricks. */
const ZLotteryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, VALIDATION.invalid);
const ZPrizeKeySchema = z.enum(PRIZE_KEYS);
const ZOddsSchema = z.union([z.number().int(), z.partialRecord(ZPrizeKeySchema, z.number().int())]);

/** Which lobby: a prize mode, and `VN` for the Vietnamese lobby (/vnLottery) whose menus are regions. */
export const ZLotteryLobbyInputSchema = z.strictObject({
  prizeMode: z.enum(PRIZE_MODES),
  area: z.enum(['VN']).optional(),
});
export type TLotteryLobbyInput = z.input<typeof ZLotteryLobbyInputSchema>;

export const ZLotteryGameSchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  groupCode: z.string(),
  vassalage: z.string(),
  resultFormat: z.enum(RESULT_FORMATS),
  region: z.enum(LOTTERY_REGIONS).nullable(),
  provinceName: z.string().nullable(),
  /** Null for a daily (scheduled) draw. */
  drawIntervalSeconds: z.number().int().nullable(),
  iconUrl: z.string().nullable(),
});
export type TLotteryGame = z.infer<typeof ZLotteryGameSchema>;

/** `lottery.menus`: groups (regions for the VN lobby) with their games, in the upstream's order. */
export const ZLotteryMenusOutputSchema = z.object({
  groups: z.array(z.object({ groupCode: z.string(), name: z.string(), games: z.array(ZLotteryGameSchema) })),
});
export type TLotteryMenus = z.infer<typeof ZLotteryMenusOutputSchema>;
/** `lottery.popular`, `lottery.recent`. */
export const ZLotteryGameListOutputSchema = z.object({ games: z.array(ZLotteryGameSchema) });

export const ZDrawScheduleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('interval'), seconds: z.number().int() }),
  z.object({
    kind: z.literal('weekly'),
    weekdays: z.array(z.number().int()),
    time: z.string(),
    utcOffsetMinutes: z.number().int(),
  }),
]);
export type TDrawSchedule = z.infer<typeof ZDrawScheduleSchema>;

export const ZBetRuleSchema = z.object({
  betType: z.enum(BET_TYPES),
  odds: ZOddsSchema,
  minStakeMinor: ZMinorUnits,
  maxStakeMinor: ZMinorUnits,
});
export type TBetRule = z.infer<typeof ZBetRuleSchema>;

/** `lottery.rules`: every game with its schedule, bet types, odds and limits. */
export const ZLotteryRulesSchema = ZLotteryGameSchema.extend({
  prizeModes: z.array(z.string()),
  schedule: ZDrawScheduleSchema,
  closeBeforeSeconds: z.number().int(),
  betRules: z.array(ZBetRuleSchema),
});
export type TLotteryRules = z.infer<typeof ZLotteryRulesSchema>;
export const ZLotteryRulesOutputSchema = z.object({ games: z.array(ZLotteryRulesSchema) });

/** A draw; `results` (prize → digit strings) and `serverSeed` once drawn. */
export const ZDrawSchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  drawCode: z.string(),
  resultFormat: z.enum(RESULT_FORMATS),
  status: z.enum(DRAW_STATUSES),
  closeAt: z.number().int(),
  drawAt: z.number().int(),
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  results: z.partialRecord(ZPrizeKeySchema, z.array(z.string())).nullable(),
  drawnAt: z.number().int().nullable(),
});
export type TDraw = z.infer<typeof ZDrawSchema>;

/** `lottery.latestResults`: the latest drawn draw of every game of the lobby. */
export const ZLatestResultsOutputSchema = z.object({ draws: z.array(ZDrawSchema) });

export const ZGameCodeInputSchema = z.strictObject({ gameCode: ZLotteryCode });
/** `lottery.near`: the game's previous, current and next draws, and the upstream's clock. */
export const ZNearDrawsOutputSchema = z.object({
  previous: ZDrawSchema.nullable(),
  current: ZDrawSchema.nullable(),
  next: ZDrawSchema.nullable(),
  serverTime: z.number().int(),
});
export type TNearDraws = z.infer<typeof ZNearDrawsOutputSchema>;

/** `lottery.upcoming`: the lobby's games with their current draw (countdowns). */
export const ZUpcomingOutputSchema = z.object({
  games: z.array(ZLotteryGameSchema.extend({ current: ZDrawSchema.nullable() })),
});

/** `lottery.draws`: one game's results of a day (yyyy-MM-dd in the game's time zone), paged. */
export const ZDrawsInputSchema = z.strictObject({
  gameCode: ZLotteryCode,
  date: ZRecordDateSchema,
  pageNo: ZPageShape.pageNo,
  pageSize: z.number().int().min(1).max(50).default(LOTTERY_LIMITS.historyPageSize),
});
export type TDrawsInput = z.input<typeof ZDrawsInputSchema>;
export const ZDrawPageSchema = pageOf(ZDrawSchema);

/** `lottery.draw`: one draw by its code. */
export const ZDrawInputSchema = z.strictObject({ gameCode: ZLotteryCode, drawCode: ZLotteryCode });

export const ZSubOrderSchema = z.object({
  subOrderNo: z.string(),
  betType: z.enum(BET_TYPES),
  numbers: z.array(z.string()),
  stakeMinor: ZMinorUnits,
  odds: ZOddsSchema,
  status: z.enum(SUB_ORDER_STATUSES),
  hits: z.number().int().nullable(),
  winMinor: ZMinorUnits,
  cancellable: z.boolean(),
});
export type TSubOrder = z.infer<typeof ZSubOrderSchema>;

export const ZLotteryOrderSchema = z.object({
  orderNo: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  drawCode: z.string(),
  status: z.enum(ORDER_STATUSES),
  betAt: z.number().int(),
  closeAt: z.number().int(),
  totalStakeMinor: ZMinorUnits,
  totalWinMinor: ZMinorUnits,
  subOrderCount: z.number().int(),
});
export type TLotteryOrder = z.infer<typeof ZLotteryOrderSchema>;

/** `lottery.orders`: the member's orders in a date range, optionally of one status or game. */
export const ZLotteryOrdersInputSchema = z
  .strictObject({
    ...ZDateRangeShape,
    ...ZPageShape,
    status: z.enum(ORDER_STATUSES).optional(),
    gameCode: ZLotteryCode.optional(),
  })
  .refine(isValidRange, RANGE_ERROR);
export type TLotteryOrdersInput = z.input<typeof ZLotteryOrdersInputSchema>;
export const ZLotteryOrderPageSchema = pageOf(ZLotteryOrderSchema);

const ZOrderNoSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, VALIDATION.invalid);
export const ZOrderDetailInputSchema = z.strictObject({ orderNo: ZOrderNoSchema });
export const ZLotteryOrderDetailSchema = ZLotteryOrderSchema.extend({
  subOrders: z.array(ZSubOrderSchema),
  draw: ZDrawSchema,
});
export type TLotteryOrderDetail = z.infer<typeof ZLotteryOrderDetailSchema>;

/** `lottery.cancelSubOrder`: the order as it stands after the cancel. */
export const ZCancelSubOrderInputSchema = z.strictObject({
  orderNo: ZOrderNoSchema,
  subOrderNo: ZOrderNoSchema,
});
export type TCancelSubOrderInput = z.input<typeof ZCancelSubOrderInputSchema>;
