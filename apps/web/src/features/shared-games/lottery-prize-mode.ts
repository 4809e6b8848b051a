import type { TVendorCategory } from '@site/contracts/api';
import { LOTTERY_VN_VENDOR, type TPrizeMode } from '@site/contracts/domain';

/** The lottery lobbies' routes (docs/product.md §2); a game's vendor picks one (games/model/launch-routing.ts). */
export const LOTTERY_ROUTES = {
  vn: '/vnLottery',
  sea: '/seaLottery',
  lottery: '/lottery',
} as const;

/** The vendor codes whose presence in the ELOTT category switches the lottery to ELOTT prizes. */
const ELOTT_MARKERS = [LOTTERY_VN_VENDOR, 'LOTT'];

/** Spec section 3: ELOTT if the vendor data has the ELOTT category with a TCG_LOTTO_VN or LOTT card, else LOTT. */
export const lotteryPrizeMode = (categories: readonly TVendorCategory[]): TPrizeMode => {
  const elott = categories.find((entry) => entry.category === 'ELOTT');
  const hasMarker = elott?.vendors.some((vendor) => ELOTT_MARKERS.includes(vendor.vassalage)) ?? false;
  return hasMarker ? 'ELOTT' : 'LOTT';
};

export type TLotteryRoute = (typeof LOTTERY_ROUTES)[keyof typeof LOTTERY_ROUTES];

/** The prize mode a lottery route opens: SEA for /seaLottery, the product's (docs/product.md) rule for the others. */
export const prizeModeForRoute = (
  route: TLotteryRoute,
  categories: readonly TVendorCategory[],
): TPrizeMode => (route === LOTTERY_ROUTES.sea ? 'SEA' : lotteryPrizeMode(categories));
