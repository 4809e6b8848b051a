import type { TPointRewardType, TRedemptionStatus } from '@site/contracts/domain';
import { tk, type TMessageKey } from '../../../lib/i18n-keys';

/** Translation keys of the point mall's values (docs/product.md §3 "Points and redemption", §4). */
export const POINT_REWARD_TYPE_KEYS: Readonly<Record<TPointRewardType, TMessageKey>> = {
  CASH: tk('rewards.point_mall.type.cash'),
  ITEM: tk('rewards.point_mall.type.item'),
  VOUCHER: tk('rewards.point_mall.type.voucher'),
};

export const REDEMPTION_STATUS_KEYS: Readonly<Record<TRedemptionStatus, TMessageKey>> = {
  processing: tk('rewards.point_mall.status.processing'),
  approved: tk('rewards.point_mall.status.approved'),
  rejected: tk('rewards.point_mall.status.rejected'),
};
