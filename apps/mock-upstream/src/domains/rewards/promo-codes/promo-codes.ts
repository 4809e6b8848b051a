import { and, eq, gt, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  toMajorUnits,
  type ZWirePromoCodeClaimedSchema,
  type ZWirePromoCodeListSchema,
} from '@site/contracts';
import { oncePerRequest } from '../../../core/money/money-request.js';
import { assertUnrestricted } from '../../../core/responsible/guard.js';
import type { TExecutor } from '../../../db/client.js';
import type { TMember } from '../../../db/schema.js';
import { promoCodes, rewardClaims, rewardPromotions } from '../../../db/schema-rewards.js';
import { publishBalance, type TEventContext } from '../../../events/member-events.js';
import { WireError } from '../../../wire/envelope.js';
import { toWireClaim } from '../claims/claim-view.js';
import { insertPaidClaim } from '../claims/reward-credit.js';
import { runningAt } from '../promotions/promotion-store.js';

/** The claim a code made for a member: one per member and code. */
const sourceKeyOf = (code: string) => `promo:${code}`;

/** Codes of running PROMO_CODE promotions, not expired, with their promotion. */
const liveCodes = (db: TExecutor, merchantId: number, now: Date, only?: SQL) =>
  db
    .select({ code: promoCodes, promotion: rewardPromotions })
    .from(promoCodes)
    .innerJoin(rewardPromotions, eq(rewardPromotions.id, promoCodes.promotionId))
    .where(
      and(
        eq(promoCodes.merchantId, merchantId),
        eq(rewardPromotions.type, 'PROMO_CODE'),
        runningAt(now),
        or(isNull(promoCodes.expiresAt), gt(promoCodes.expiresAt, now)),
        only,
      ),
    );

/** `PROMOFE_getPromoCode`: the codes on offer, and whether the member used each. */
export const promoCodeList = (
  db: TExecutor,
  member: TMember,
  language: string,
  now: Date,
): z.input<typeof ZWirePromoCodeListSchema> => {
  const used = new Set(
    db
      .select({ sourceKey: rewardClaims.sourceKey })
      .from(rewardClaims)
      .where(and(eq(rewardClaims.memberId, member.id), like(rewardClaims.sourceKey, 'promo:%')))
      .all()
      .map((row) => row.sourceKey),
  );
  return liveCodes(db, member.merchantId, now)
    .orderBy(promoCodes.id)
    .all()
    .map(({ code }) => ({
      promoCode: code.code,
      description: language === 'TY' ? code.descriptionTy : code.descriptionEn,
      amount: toMajorUnits(code.amountMinor),
      expiresAt: code.expiresAt?.getTime() ?? null,
      claimed: used.has(sourceKeyOf(code.code)),
    }));
};

/**
 * `PROMOFE_claimPromoCode`: a live code (any case) pays its amount once per
 * member (409 `promo_code_used`) up to its total uses (409
 * `promo_code_exhausted`), credited under `promo:<code>:<memberId>` with a
 * `claimed` claim; unknown or expired: 404 `promo_code_invalid`.
 */
export const claimPromoCode = (
  context: TEventContext,
  member: TMember,
  request: { promoCode: string; requestId: string },
  language: string,
  now: Date,
): z.input<typeof ZWirePromoCodeClaimedSchema> => {
  const code = request.promoCode.trim().toUpperCase();
  const once = { memberId: member.id, requestId: request.requestId, kind: 'promo_code', fields: { code } };
  const claimed = context.db.transaction((tx) =>
    oncePerRequest(tx, once, () => {
      assertUnrestricted(tx, member.id, now);
      const found = liveCodes(tx, member.merchantId, now, eq(promoCodes.code, code)).get();
      if (!found) throw new WireError(404, 'promo_code_invalid', 'This promo code is not valid');
      const used = tx
        .select({ id: rewardClaims.id })
        .from(rewardClaims)
        .where(and(eq(rewardClaims.memberId, member.id), eq(rewardClaims.sourceKey, sourceKeyOf(code))))
        .get();
      if (used) throw new WireError(409, 'promo_code_used', 'You used this promo code already');
      const taken = tx
        .update(promoCodes)
        .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
        .where(and(eq(promoCodes.id, found.code.id), sql`${promoCodes.usedCount} < ${promoCodes.maxUses}`))
        .returning()
        .get();
      if (!taken) throw new WireError(409, 'promo_code_exhausted', 'This promo code has no uses left');
      const claim = insertPaidClaim(tx, {
        merchantId: member.merchantId,
        memberId: member.id,
        promotionId: found.promotion.id,
        amountMinor: taken.amountMinor,
        sourceKey: sourceKeyOf(code),
        idempotencyKey: `promo:${code}:${member.id}`,
        remark: `${found.promotion.titleEn} (${code})`,
        now,
      });
      return {
        promoCode: code,
        amount: toMajorUnits(taken.amountMinor),
        claim: toWireClaim(tx, claim, language, found.promotion),
      };
    }),
  );
  publishBalance(context, member.id);
  return claimed;
};
