/**
 * The lottery (docs/product.md §3 "Prize modes", §9 "Rebate display";
 * docs/history/lottery-interfaces.md): result formats as players read them, the bet
 * types of Vietnamese and SEA lottery with their odds and limits, draws,
 * orders and sub-orders. Plain values only: the web may import this module.
 */

/**
 * How a draw's result is laid out:
 * - VN_NORTH: 27 numbers — special prize 1×5 digits, first 1×5, second 2×5,
 *   third 6×5, fourth 4×4, fifth 6×4, sixth 3×3, seventh 4×2. Also the fast
 *   e-lottery games' structure.
 * - VN_SOUTH: 18 numbers (South and Central) — eighth 1×2 up to a 6-digit
 *   special prize.
 * - SEA_4D: 23 four-digit numbers — first, second, third, 10 special, 10 consolation.
 */
export const RESULT_FORMATS = ['VN_NORTH', 'VN_SOUTH', 'SEA_4D'] as const;
export type TResultFormat = (typeof RESULT_FORMATS)[number];

/** A prize row of a result: its key, how many numbers it draws and of how many digits. */
export type TPrizeRow = { prize: TPrizeKey; count: number; digits: number };

export const PRIZE_KEYS = [
  'special',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'starter',
  'consolation',
] as const;
export type TPrizeKey = (typeof PRIZE_KEYS)[number];

/**
 * The prize rows of each format, in the order a results board shows them
 * (VN boards top-down from the special prize; 4D from the first prize).
 * `starter` is 4D's "special" row (10 numbers), kept apart from the VN
 * special prize so one key means one thing.
 */
export const RESULT_LAYOUTS: Readonly<Record<TResultFormat, readonly TPrizeRow[]>> = {
  VN_NORTH: [
    { prize: 'special', count: 1, digits: 5 },
    { prize: 'first', count: 1, digits: 5 },
    { prize: 'second', count: 2, digits: 5 },
    { prize: 'third', count: 6, digits: 5 },
    { prize: 'fourth', count: 4, digits: 4 },
    { prize: 'fifth', count: 6, digits: 4 },
    { prize: 'sixth', count: 3, digits: 3 },
    { prize: 'seventh', count: 4, digits: 2 },
  ],
  VN_SOUTH: [
    { prize: 'special', count: 1, digits: 6 },
    { prize: 'first', count: 1, digits: 5 },
    { prize: 'second', count: 1, digits: 5 },
    { prize: 'third', count: 2, digits: 5 },
    { prize: 'fourth', count: 7, digits: 5 },
    { prize: 'fifth', count: 1, digits: 4 },
    { prize: 'sixth', count: 3, digits: 4 },
    { prize: 'seventh', count: 1, digits: 3 },
    { prize: 'eighth', count: 1, digits: 2 },
  ],
  SEA_4D: [
    { prize: 'first', count: 1, digits: 4 },
    { prize: 'second', count: 1, digits: 4 },
    { prize: 'third', count: 1, digits: 4 },
    { prize: 'starter', count: 10, digits: 4 },
    { prize: 'consolation', count: 10, digits: 4 },
  ],
};

/**
 * Bet types (docs/history/lottery-interfaces.md "Bet types"):
 * - LO (lô): one 2-digit number against the last two digits of every prize; pays per occurrence.
 * - DE (đề): one 2-digit number against the last two digits of the special prize.
 * - CANG3 (3-càng): one 3-digit number against the last three digits of the special prize.
 * - XIEN2 / XIEN3 / XIEN4 (xiên): 2, 3 or 4 distinct 2-digit numbers that must all come up as lô.
 * - BIG_4D: one 4-digit number against every 4D prize (first to consolation).
 * - SMALL_4D: one 4-digit number against the first, second and third prizes only.
 */
export const BET_TYPES = ['LO', 'DE', 'CANG3', 'XIEN2', 'XIEN3', 'XIEN4', 'BIG_4D', 'SMALL_4D'] as const;
export type TBetType = (typeof BET_TYPES)[number];

/** The bet types each format offers, in the order the bet slip lists them. */
export const FORMAT_BET_TYPES: Readonly<Record<TResultFormat, readonly TBetType[]>> = {
  VN_NORTH: ['LO', 'DE', 'CANG3', 'XIEN2', 'XIEN3', 'XIEN4'],
  VN_SOUTH: ['LO', 'DE', 'CANG3', 'XIEN2', 'XIEN3', 'XIEN4'],
  SEA_4D: ['BIG_4D', 'SMALL_4D'],
};

/** How many numbers a bet of the type picks, and of how many digits. */
export const BET_TYPE_PICKS: Readonly<Record<TBetType, { numbers: number; digits: number }>> = {
  LO: { numbers: 1, digits: 2 },
  DE: { numbers: 1, digits: 2 },
  CANG3: { numbers: 1, digits: 3 },
  XIEN2: { numbers: 2, digits: 2 },
  XIEN3: { numbers: 3, digits: 2 },
  XIEN4: { numbers: 4, digits: 2 },
  BIG_4D: { numbers: 1, digits: 4 },
  SMALL_4D: { numbers: 1, digits: 4 },
};

/**
 * Odds: what one unit of stake returns (stake included), in hundredths.
 * LO pays per occurrence (a number that comes up twice pays twice); the 4D
 * types pay by the best prize the number matched (per prize key). Both
 * formats' VN odds differ because a North board has 27 numbers and a South
 * one 18 (a lô is likelier in the North).
 */
export const BET_ODDS_HUNDREDTHS: Readonly<
  Record<TResultFormat, Partial<Record<TBetType, number | Partial<Record<TPrizeKey, number>>>>>
> = {
  VN_NORTH: { LO: 350, DE: 9_500, CANG3: 95_000, XIEN2: 1_600, XIEN3: 6_500, XIEN4: 25_000 },
  VN_SOUTH: { LO: 530, DE: 9_500, CANG3: 95_000, XIEN2: 3_400, XIEN3: 20_000, XIEN4: 120_000 },
  SEA_4D: {
    BIG_4D: { first: 250_000, second: 100_000, third: 50_000, starter: 18_000, consolation: 6_000 },
    SMALL_4D: { first: 350_000, second: 200_000, third: 100_000 },
  },
};

/** Stake limits of one sub-order, integer minor units. */
export const BET_STAKE_LIMITS: Readonly<Record<TBetType, { minMinor: number; maxMinor: number }>> = {
  LO: { minMinor: 100, maxMinor: 1_000_000 },
  DE: { minMinor: 100, maxMinor: 500_000 },
  CANG3: { minMinor: 100, maxMinor: 100_000 },
  XIEN2: { minMinor: 100, maxMinor: 500_000 },
  XIEN3: { minMinor: 100, maxMinor: 200_000 },
  XIEN4: { minMinor: 100, maxMinor: 100_000 },
  BIG_4D: { minMinor: 100, maxMinor: 200_000 },
  SMALL_4D: { minMinor: 100, maxMinor: 200_000 },
};

/** Limits of an order (one bet slip on one draw). */
export const LOTTERY_LIMITS = {
  /** Sub-orders (slip lines) in one order. */
  maxSubOrders: 50,
  /** Days of results history a results page can go back. */
  historyDays: 60,
  /** Draws per results history page. */
  historyPageSize: 20,
} as const;

/**
 * A draw's life: `open` takes bets until `closeAt`; `closed` waits for its
 * draw time; `drawn` has results, its sub-orders settling; `settled` every
 * sub-order paid or lost.
 */
export const DRAW_STATUSES = ['open', 'closed', 'drawn', 'settled'] as const;
export type TDrawStatus = (typeof DRAW_STATUSES)[number];

/** A sub-order waits for its draw (`open`), then `won` or `lost`; `cancelled` before the close (refunded). */
export const SUB_ORDER_STATUSES = ['open', 'won', 'lost', 'cancelled'] as const;
export type TSubOrderStatus = (typeof SUB_ORDER_STATUSES)[number];

/** An order is `open` while any sub-order waits, `cancelled` when all were cancelled, else `settled`. */
export const ORDER_STATUSES = ['open', 'settled', 'cancelled'] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];

/** The VN regions of the `/lgw/vn` menus (regions → provinces → games); FAST holds the e-lottery games. */
export const LOTTERY_REGIONS = ['NORTH', 'CENTRAL', 'SOUTH', 'FAST'] as const;
export type TLotteryRegion = (typeof LOTTERY_REGIONS)[number];
