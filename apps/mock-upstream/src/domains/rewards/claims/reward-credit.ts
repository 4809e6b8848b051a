import { and, eq } from 'drizzle-orm';
import type { TBonusType } from '@site/contracts';
import { creditBonus } from '../../../core/money/bonus-credit.js';
import type { TTransaction } from '../../../db/client.js';
import { rewardClaims } from '../../../db/schema-rewards.js';
import { rewardErrors } from '../reward-errors.js';
import type { TClaim } from './claim-view.js';

type TRewardCredit = {
  memberId: number;
  amountMinor: number;
  /** Names what it pays (`claim:<id>`, `ticket:<id>`...), never the request: what is paid once is paid once. */
  idempotencyKey: string;
  /** What the bonus records show. */
  remark: string;
  now: Date;
  /** How the bonus records list it; PROMOTION unless said. */
  type?: TBonusType;
};

/**
 * Credits a reward to the main wallet in the caller's transaction: a ledger
 * entry of kind `bonus` and a bonus (PROMOTION unless said) in the member's
 * records. Answers the ledger entry's id.
 */
export const creditReward = (tx: TTransaction, { type = 'PROMOTION', ...credit }: TRewardCredit): number =>
  creditBonus(tx, { ...credit, type }).ledgerEntryId;

/** Links a paid claim to the ledger entry that paid it. */
const recordPayment = (tx: TTransaction, claimId: number, ledgerEntryId: number): TClaim => {
  const claim = tx
    .update(rewardClaims)
    .set({ ledgerEntryId })
    .where(eq(rewardClaims.id, claimId))
    .returning()
    .get();
  if (!claim) throw new Error(`claim ${claimId} vanished while paid`);
  return claim;
};

/**
 * Pays an `issued` claim in the caller's transaction: `claimed`, and its
 * amount credited under `claim:<id>`. The status only moves from `issued`,
 * so of two payers racing, the second learns `reward_already_claimed`.
 */
export const payClaim = (
  tx: TTransaction,
  claim: TClaim,
  remark: string,
  now: Date,
  type: TBonusType = 'PROMOTION',
): TClaim => {
  const paid = tx
    .update(rewardClaims)
    .set({ status: 'claimed', claimedAt: now, updatedAt: now })
    .where(and(eq(rewardClaims.id, claim.id), eq(rewardClaims.status, 'issued')))
    .returning()
    .get();
  if (!paid) throw rewardErrors.alreadyClaimed();
  if (paid.amountMinor === null || paid.amountMinor <= 0) throw rewardErrors.claimStateChanged();
  const ledgerEntryId = creditReward(tx, {
    memberId: paid.memberId,
    amountMinor: paid.amountMinor,
    idempotencyKey: `claim:${paid.id}`,
    remark,
    now,
    type,
  });
  return recordPayment(tx, paid.id, ledgerEntryId);
};

/** A claim made already paid (a login bonus, a draw, a promo code): `claimed` at once, credited under `idempotencyKey`. */
export const insertPaidClaim = (
  tx: TTransaction,
  claim: {
    merchantId: number;
    memberId: number;
    promotionId: number;
    amountMinor: number;
    sourceKey: string;
    /** Default `claim:<id>` of the new claim. */
    idempotencyKey?: string;
    remark: string;
    now: Date;
  },
): TClaim => {
  const { idempotencyKey, remark, now, ...fields } = claim;
  const inserted = tx
    .insert(rewardClaims)
    .values({ ...fields, status: 'claimed', createdAt: now, updatedAt: now, claimedAt: now })
    .onConflictDoNothing()
    .returning()
    .get();
  if (!inserted) throw rewardErrors.alreadyClaimed();
  const ledgerEntryId = creditReward(tx, {
    memberId: claim.memberId,
    amountMinor: claim.amountMinor,
    idempotencyKey: idempotencyKey ?? `claim:${inserted.id}`,
    remark,
    now,
  });
  return recordPayment(tx, inserted.id, ledgerEntryId);
};
