import { and, eq, gte, lt } from 'drizzle-orm';
import type { z } from 'zod';
import { toMajorUnits, type ZWireClaimPaidSchema } from '@site/contracts';
import { oncePerRequest } from '../../../core/money/money-request.js';
import { assertUnrestricted } from '../../../core/responsible/guard.js';
import type { TExecutor } from '../../../db/client.js';
import { sessions, type TMember } from '../../../db/schema.js';
import { publishBalance, type TEventContext } from '../../../events/member-events.js';
import { runningPromotionOfType } from '../promotions/promotion-store.js';
import { rewardErrors } from '../reward-errors.js';
import { merchantDayAt } from '../reward-time.js';
import { toWireClaim } from './claim-view.js';
import { insertPaidClaim } from './reward-credit.js';

/** Whether the member opened a session (logged in) during the merchant day [from, to). */
const loggedInBetween = (db: TExecutor, memberId: number, from: Date, to: Date): boolean =>
  db
    .select({ token: sessions.token })
    .from(sessions)
    .where(and(eq(sessions.memberId, memberId), gte(sessions.createdAt, from), lt(sessions.createdAt, to)))
    .get() !== undefined;

/**
 * `MCSFE_claimLoginPromotion`: a running LOGIN promotion pays its amount once
 * per merchant day (claim `login:<promotionId>:<day>`, `claimed` at once)
 * to a member who logged in that day (else 409 `promotion_not_available`).
 * Twice a day: 409 `reward_already_claimed`.
 */
export const claimLoginBonus = (
  context: TEventContext,
  member: TMember,
  request: { promotionId: string; requestId: string },
  language: string,
  now: Date,
): z.input<typeof ZWireClaimPaidSchema> => {
  const once = {
    memberId: member.id,
    requestId: request.requestId,
    kind: 'login_bonus',
    fields: { promotionId: request.promotionId },
  };
  const paid = context.db.transaction((tx) =>
    oncePerRequest(tx, once, () => {
      assertUnrestricted(tx, member.id, now);
      const promotion = runningPromotionOfType(tx, member.merchantId, request.promotionId, ['LOGIN'], now);
      const { day, from, to } = merchantDayAt(now);
      if (!loggedInBetween(tx, member.id, from, to))
        throw rewardErrors.promotionNotAvailable('Log in today to claim the login bonus');
      const amountMinor = promotion.rewardAmountMinor ?? 0;
      const claim = insertPaidClaim(tx, {
        merchantId: member.merchantId,
        memberId: member.id,
        promotionId: promotion.id,
        amountMinor,
        sourceKey: `login:${promotion.id}:${day}`,
        remark: promotion.titleEn,
        now,
      });
      return { claim: toWireClaim(tx, claim, language, promotion), amount: toMajorUnits(amountMinor) };
    }),
  );
  publishBalance(context, member.id);
  return paid;
};
