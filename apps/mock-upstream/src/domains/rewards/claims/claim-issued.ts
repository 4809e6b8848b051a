import type { z } from 'zod';
import { PROMOTION_TYPES, toMajorUnits, type ZWireClaimPaidSchema } from '@site/contracts';
import { oncePerRequest } from '../../../core/money/money-request.js';
import { assertUnrestricted } from '../../../core/responsible/guard.js';
import type { TMember } from '../../../db/schema.js';
import { publishBalance, type TEventContext } from '../../../events/member-events.js';
import { promotionOfType } from '../promotions/promotion-store.js';
import { rewardErrors } from '../reward-errors.js';
import { memberClaimOf } from './claim-store.js';
import { toWireClaim } from './claim-view.js';
import { payClaim } from './reward-credit.js';

type TWireClaimPaid = z.input<typeof ZWireClaimPaidSchema>;

/**
 * `MCSFE_claimIssuedPromotion`: pays the member's `issued` claim (credit
 * `claim:<id>` and `claimed` in one transaction), once per requestId. Paid
 * already: 409 `reward_already_claimed`; any other status: 409
 * `claim_state_changed`; not the member's: 404 `claim_not_found`.
 */
export const claimIssuedReward = (
  context: TEventContext,
  member: TMember,
  request: { claimId: string; requestId: string },
  language: string,
  now: Date,
): TWireClaimPaid => {
  const once = {
    memberId: member.id,
    requestId: request.requestId,
    kind: 'reward_claim',
    fields: { claimId: request.claimId },
  };
  const paid = context.db.transaction((tx) =>
    oncePerRequest(tx, once, (): TWireClaimPaid => {
      assertUnrestricted(tx, member.id, now);
      const claim = memberClaimOf(tx, member.id, request.claimId);
      if (claim.status === 'claimed') throw rewardErrors.alreadyClaimed();
      if (claim.status !== 'issued') throw rewardErrors.claimStateChanged();
      const promotion = promotionOfType(tx, member.merchantId, claim.promotionId, PROMOTION_TYPES);
      const claimed = payClaim(tx, claim, promotion.titleEn, now);
      return {
        claim: toWireClaim(tx, claimed, language, promotion),
        amount: toMajorUnits(claimed.amountMinor ?? 0),
      };
    }),
  );
  publishBalance(context, member.id);
  return paid;
};
