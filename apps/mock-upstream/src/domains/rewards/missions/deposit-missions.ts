import type { TExecutor } from '../../../db/client.js';
import { noteRewardMoves } from '../reward-moves.js';
import { advanceMissions } from './mission-progress.js';

/**
 * What an approved deposit adds to the member's DEPOSIT missions, in the
 * approving transaction; the events follow the reply (`publishRewardMoves`).
 */
export const rewardApprovedDeposit = (
  tx: TExecutor,
  order: { merchantId: number; memberId: number; amountMinor: number },
  now: Date,
): void => {
  const { moved, issued } = advanceMissions(tx, {
    ...order,
    metric: 'DEPOSIT',
    amount: order.amountMinor,
    now,
  });
  noteRewardMoves(tx, {
    memberId: order.memberId,
    missionIds: moved,
    claimIds: issued.map((claim) => claim.id),
  });
};
