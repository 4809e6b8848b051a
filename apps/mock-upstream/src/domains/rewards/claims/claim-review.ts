import { PROMOTION_TYPES } from '@site/contracts';
import type { TDatabase } from '../../../db/client.js';
import type { TEventContext } from '../../../events/member-events.js';
import { promotionOfType } from '../promotions/promotion-store.js';
import { moveClaim } from './claim-store.js';
import type { TClaim } from './claim-view.js';
import { announceRewardIssued } from './issue-claim.js';

/**
 * The operator's approval of an `applying` claim: `issued` with `amountMinor`
 * (else the promotion's reward), announced after commit. Any other status is
 * 409 `claim_state_changed`.
 */
export const approveClaim = (
  context: TEventContext,
  claim: TClaim,
  amountMinor: number | undefined,
  now: Date,
): TClaim => {
  const approved = context.db.transaction((tx) => {
    const promotion = promotionOfType(tx, claim.merchantId, claim.promotionId, PROMOTION_TYPES);
    return moveClaim(tx, claim, ['applying'], {
      status: 'issued',
      amountMinor: amountMinor ?? promotion.rewardAmountMinor ?? 0,
      updatedAt: now,
    });
  });
  announceRewardIssued(context, approved);
  return approved;
};

/** The operator's refusal of an `applying` claim, with the reason the member reads. */
export const rejectClaim = (db: TDatabase, claim: TClaim, reason: string, now: Date): TClaim =>
  db.transaction((tx) =>
    moveClaim(tx, claim, ['applying'], { status: 'rejected', rejectReason: reason, updatedAt: now }),
  );
