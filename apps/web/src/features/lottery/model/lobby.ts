import type { TLotteryLobbyInput } from '@site/contracts/api';
import type { TGameCategory, TPrizeMode } from '@site/contracts/domain';
import { LOTTERY_ROUTES, type TLotteryRoute } from '../../shared-games/lottery-prize-mode';

/** Which lobby a lottery route shows: its prize mode, and area VN (regions) on /vnLottery. */
export const lobbyOf = (route: TLotteryRoute, prizeMode: TPrizeMode): TLotteryLobbyInput =>
  route === LOTTERY_ROUTES.vn ? { prizeMode, area: 'VN' } : { prizeMode };

/** The rebate category of a prize mode (docs/product.md §9 "Rebate display"): ELOTT's own, else LOTT's. */
export const rebateCategoryOf = (prizeMode: TPrizeMode): TGameCategory =>
  prizeMode === 'ELOTT' ? 'ELOTT' : 'LOTT';
