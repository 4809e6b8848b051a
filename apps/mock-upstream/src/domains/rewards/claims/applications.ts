import { and, desc, eq } from 'drizzle-orm';
import { CANCELLABLE_CLAIM_STATUSES, type TWireClaim } from '@site/contracts';
import { parseProofImages, storeProofImages } from '../../../core/money/proof-images.js';
import { assertUnrestricted } from '../../../core/responsible/guard.js';
import type { TDatabase } from '../../../db/client.js';
import type { TMember } from '../../../db/schema.js';
import { rewardClaims } from '../../../db/schema-rewards.js';
import { WireError } from '../../../wire/envelope.js';
import { runningPromotionOfType } from '../promotions/promotion-store.js';
import { memberClaimOf, moveClaim, openClaimOf } from './claim-store.js';
import { toWireClaim } from './claim-view.js';

/**
 * `MCSFE_signUpPromotionJoin`: a running SIGNUP promotion makes a `signed`
 * claim (the member needs a mobile number, as the upstream asks), a DEPOSIT
 * one a `processing` claim waiting for its deposit. One open claim per
 * promotion (`promotion_already_joined`).
 */
export const joinPromotion = (
  db: TDatabase,
  member: TMember,
  promotionId: string,
  language: string,
  now: Date,
): TWireClaim => {
  const claim = db.transaction((tx) => {
    assertUnrestricted(tx, member.id, now);
    const promotion = runningPromotionOfType(tx, member.merchantId, promotionId, ['SIGNUP', 'DEPOSIT'], now);
    if (promotion.type === 'SIGNUP' && !member.mobile)
      throw new WireError(400, 'user_record_not_exists', 'Add your mobile number before joining');
    if (openClaimOf(tx, member.id, promotion.id))
      throw new WireError(409, 'promotion_already_joined', 'You joined this promotion already');
    return tx
      .insert(rewardClaims)
      .values({
        merchantId: member.merchantId,
        memberId: member.id,
        promotionId: promotion.id,
        status: promotion.type === 'SIGNUP' ? 'signed' : 'processing',
        createdAt: now,
        updatedAt: now,
      })
      .returning()
      .get();
  });
  return toWireClaim(db, claim, language);
};

export type TRewardRequest = { promotionId: string; remarks: string; pictures: readonly string[] };

/**
 * `MCSFE_signUpRequestReward`: the member's `signed` claim of a SIGNUP
 * promotion asks for its reward (`applying`) with a remark and pictures
 * (png/jpeg, ≤ 5 MB, ≤ 3; at least one when the promotion requires proof).
 */
export const requestReward = (
  db: TDatabase,
  member: TMember,
  request: TRewardRequest,
  language: string,
  now: Date,
): TWireClaim => {
  const images = parseProofImages(request.pictures);
  const claim = db.transaction((tx) => {
    assertUnrestricted(tx, member.id, now);
    const promotion = runningPromotionOfType(tx, member.merchantId, request.promotionId, ['SIGNUP'], now);
    if (promotion.requiresProof && images.length === 0)
      throw new WireError(400, 'invalid_proof_image', 'This promotion needs at least one picture');
    const signed = tx
      .select()
      .from(rewardClaims)
      .where(
        and(
          eq(rewardClaims.memberId, member.id),
          eq(rewardClaims.promotionId, promotion.id),
          eq(rewardClaims.status, 'signed'),
        ),
      )
      .orderBy(desc(rewardClaims.id))
      .get();
    if (!signed) throw new WireError(409, 'promotion_not_joined', 'Join the promotion first');
    storeProofImages(tx, { kind: 'reward_claim', id: signed.id }, images, now);
    return moveClaim(tx, signed, ['signed'], {
      status: 'applying',
      remarks: request.remarks,
      updatedAt: now,
    });
  });
  return toWireClaim(db, claim, language);
};

/** `MCSFE_cancelTicket`: the member's claim still waiting (signed, applying, processing) → `closed`. */
export const cancelClaim = (
  db: TDatabase,
  member: TMember,
  claimId: string,
  language: string,
  now: Date,
): TWireClaim => {
  const claim = db.transaction((tx) =>
    moveClaim(tx, memberClaimOf(tx, member.id, claimId), CANCELLABLE_CLAIM_STATUSES, {
      status: 'closed',
      updatedAt: now,
    }),
  );
  return toWireClaim(db, claim, language);
};
