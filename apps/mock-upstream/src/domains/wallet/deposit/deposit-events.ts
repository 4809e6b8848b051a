import type { TDepositStatus } from '@site/contracts';
import { publishBalance, publishUnread, type TEventContext } from '../../../events/member-events.js';
import { announceDepositRewards } from '../../rewards/claims/deposit-rewards.js';
import { publishRewardMoves } from '../../rewards/reward-moves.js';

/**
 * After a deposit's transaction commits: its status for the member's lists,
 * and, once decided, the balance (approved) and the unread count (both carry
 * an inbox message), and the rewards an approval issued.
 */
export const publishDepositChange = (
  context: TEventContext,
  memberId: number,
  order: { orderId: string; status: TDepositStatus; amount: number },
): void => {
  context.events.publish({ type: 'deposit', memberId, ...order });
  if (order.status === 'approved') {
    publishBalance(context, memberId);
    announceDepositRewards(context, Number(order.orderId));
    // Its DEPOSIT missions moved too.
    publishRewardMoves(context);
  }
  if (order.status !== 'pending') publishUnread(context, memberId);
};
