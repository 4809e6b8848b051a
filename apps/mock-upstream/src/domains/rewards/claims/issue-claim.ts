import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../../../db/client.js';
import { members, merchants } from '../../../db/schema.js';
import { rewardClaims } from '../../../db/schema-rewards.js';
import { publishRewardIssued, type TEventContext } from '../../../events/member-events.js';
import { type TClaim, toWireClaim } from './claim-view.js';

export type TIssue = {
  merchantId: number;
  memberId: number;
  promotionId: number;
  amountMinor: number;
  /** What earned it (`mission:<id>:<cycleStart>`, `referral:<inviteeId>`...): one claim per member and source. */
  sourceKey: string;
  now: Date;
};

/**
 * Issues a reward waiting for the member's claim, in the caller's
 * transaction: an `issued` claim, unless the source already issued one (then
 * that one, `created` false), so a source seen twice issues once.
 */
export const issueClaim = (tx: TExecutor, issue: TIssue): { claim: TClaim; created: boolean } => {
  const inserted = tx
    .insert(rewardClaims)
    .values({
      merchantId: issue.merchantId,
      memberId: issue.memberId,
      promotionId: issue.promotionId,
      status: 'issued',
      amountMinor: issue.amountMinor,
      sourceKey: issue.sourceKey,
      createdAt: issue.now,
      updatedAt: issue.now,
    })
    .onConflictDoNothing()
    .returning()
    .get();
  if (inserted) return { claim: inserted, created: true };
  const existing = tx
    .select()
    .from(rewardClaims)
    .where(and(eq(rewardClaims.memberId, issue.memberId), eq(rewardClaims.sourceKey, issue.sourceKey)))
    .get();
  if (!existing) throw new Error(`claim of ${issue.sourceKey} neither written nor found`);
  return { claim: existing, created: false };
};

/** The member's language, else its merchant's default: what an event is written in. */
export const languageOf = (context: TEventContext, memberId: number): string => {
  const row = context.db
    .select({ language: members.language, fallback: merchants.defaultLanguage })
    .from(members)
    .innerJoin(merchants, eq(merchants.id, members.merchantId))
    .where(eq(members.id, memberId))
    .get();
  return row?.language ?? row?.fallback ?? 'EN';
};

/** `reward_issued` of a claim that became `issued`, in the member's language; call it after commit. */
export const announceRewardIssued = (context: TEventContext, claim: TClaim): void => {
  publishRewardIssued(
    context,
    claim.memberId,
    toWireClaim(context.db, claim, languageOf(context, claim.memberId)),
  );
};
