import type { TSubOrder } from '@site/contracts/api';
import type { TBetType, TOrderStatus, TPrizeKey, TSubOrderStatus } from '@site/contracts/domain';
import { tk, type TMessageKey } from '../../../lib/i18n-keys';
import type { TTranslate } from '../../../lib/translator';

/*
 * The names an order's values show with. Bet types keep their Vietnamese names
 * (players know them so) except where the language has its own word.
 */

export const BET_TYPE_KEYS: Readonly<Record<TBetType, TMessageKey>> = {
  LO: tk('lottery_orders.bet_type.lo'),
  DE: tk('lottery_orders.bet_type.de'),
  CANG3: tk('lottery_orders.bet_type.cang3'),
  XIEN2: tk('lottery_orders.bet_type.xien2'),
  XIEN3: tk('lottery_orders.bet_type.xien3'),
  XIEN4: tk('lottery_orders.bet_type.xien4'),
  BIG_4D: tk('lottery_orders.bet_type.big_4d'),
  SMALL_4D: tk('lottery_orders.bet_type.small_4d'),
};

/** The statuses the list filters by, "All" first in the select. */
export const ORDER_STATUS_FILTERS = [
  'open',
  'settled',
  'cancelled',
] as const satisfies readonly TOrderStatus[];

export const ORDER_STATUS_KEYS: Readonly<Record<TOrderStatus, TMessageKey>> = {
  open: tk('lottery_orders.status.open'),
  settled: tk('lottery_orders.status.settled'),
  cancelled: tk('lottery_orders.status.cancelled'),
};

export const SUB_ORDER_STATUS_KEYS: Readonly<Record<TSubOrderStatus, TMessageKey>> = {
  open: tk('lottery_orders.status.open'),
  won: tk('lottery_orders.status.won'),
  lost: tk('lottery_orders.status.lost'),
  cancelled: tk('lottery_orders.status.cancelled'),
};

/** The 4D prizes a per-prize odds table names, best first. */
const PRIZE_KEYS: readonly (readonly [TPrizeKey, TMessageKey])[] = [
  ['first', tk('lottery_orders.prize.first')],
  ['second', tk('lottery_orders.prize.second')],
  ['third', tk('lottery_orders.prize.third')],
  ['starter', tk('lottery_orders.prize.starter')],
  ['consolation', tk('lottery_orders.prize.consolation')],
];

/** Odds in hundredths as the multiplier players read: 350 → "×3.50", 250000 → "×2,500.00". */
export const formatMultiplier = (hundredths: number): string =>
  `×${(hundredths / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A sub-order's odds: one multiplier, or a 4D bet's per prize ("1st ×2,500.00 · 2nd ×1,000.00 …"). */
export const formatOdds = (odds: TSubOrder['odds'], t: TTranslate<TMessageKey>): string =>
  typeof odds === 'number'
    ? formatMultiplier(odds)
    : PRIZE_KEYS.flatMap(([prize, key]) => {
        const hundredths = odds[prize];
        return hundredths === undefined ? [] : [`${t(key)} ${formatMultiplier(hundredths)}`];
      }).join(' · ');

/** A line as players say it: "Lô 27", "Xiên 2 12, 34". */
export const lineName = (
  subOrder: Pick<TSubOrder, 'betType' | 'numbers'>,
  t: TTranslate<TMessageKey>,
): string =>
  t('lottery_orders.line', {
    betType: t(BET_TYPE_KEYS[subOrder.betType]),
    numbers: subOrder.numbers.join(', '),
  });
