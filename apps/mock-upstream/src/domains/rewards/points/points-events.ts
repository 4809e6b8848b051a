import type { TEventContext } from '../../../events/member-events.js';
import { pointBalanceOf } from './point-ledger.js';

/** Tells the member its points as they are now (after commit). */
export const publishPointsBalance = (context: TEventContext, memberId: number): void => {
  context.events.publish({ type: 'points_balance', memberId, balance: pointBalanceOf(context.db, memberId) });
};
